import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { NewAdvertForm } from '../../../features/adverts';
import { useDashboardT } from '../../../i18n/dashboard-texts';

/** /dashboard/add-new-advert (no role guard: any member may post). */
export default function DashboardNewAdvertPage() {
  const t = useDashboardT();
  return (
    <>
      <DashboardPageHeader title={t('newAdvert.title')}>{t('newAdvert.lead')}</DashboardPageHeader>
      <div className="panel">
        <NewAdvertForm />
      </div>
    </>
  );
}
