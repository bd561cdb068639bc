import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { useDashboardT } from '../../../i18n/dashboard-texts';
import { NewAdvertForAgency } from '../new-advert-for-agency';

/** /dashboard/add-new-advert (no role guard: any member may post). */
export default function DashboardNewAdvertPage() {
  const t = useDashboardT();
  return (
    <>
      <DashboardPageHeader title={t('newAdvert.title')}>{t('newAdvert.lead')}</DashboardPageHeader>
      <div className="panel">
        <NewAdvertForAgency />
      </div>
    </>
  );
}
