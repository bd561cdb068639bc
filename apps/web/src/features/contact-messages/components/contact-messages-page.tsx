import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { useAuthStore } from '../../auth';
import { useContactMessagesT } from '../texts';
import { MyMessages } from './my-messages';
import { StaffMessageList } from './staff-message-list';

/** /dashboard/contact-messages: staff manage every message; a customer reads their own. */
export function ContactMessagesPage() {
  const isCustomer = useAuthStore((s) => s.user?.role === 'CUSTOMER');
  const t = useContactMessagesT();
  return (
    <>
      <DashboardPageHeader title={t('title')}>
        {isCustomer ? t('leadCustomer') : t('leadStaff')}
      </DashboardPageHeader>
      {isCustomer ? <MyMessages /> : <StaffMessageList />}
    </>
  );
}
