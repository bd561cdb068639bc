import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { NewAdvertForm } from '../../../features/adverts';

/** /dashboard/add-new-advert (no role guard: any member may post). */
export default function DashboardNewAdvertPage() {
  return (
    <>
      <DashboardPageHeader title="NEW ADVERT">
        Describe your property, add its pictures and send it for review.
      </DashboardPageHeader>
      <div className="panel">
        <NewAdvertForm />
      </div>
    </>
  );
}
