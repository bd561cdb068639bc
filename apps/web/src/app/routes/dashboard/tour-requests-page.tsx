// Imported from its own file, not the feature's index: the advert page imports that index for
// the tour form and must not pull the dashboard page (and zod) into its first load.
import { TourRequestsPage } from '../../../features/tour-requests/components/tour-requests-page';

export default TourRequestsPage;
