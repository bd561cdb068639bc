import { ReportsPage } from '../../../features/reports/reports-page';

/** Its own module, so the chart and CSV code loads with this route and no other. */
export default ReportsPage;
