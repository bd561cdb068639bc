import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { useAuthStore } from '../../auth';
import { MyMessages } from './my-messages';
import { StaffMessageList } from './staff-message-list';

/** /dashboard/contact-messages: staff manage every message; a customer reads their own. */
export function ContactMessagesPage() {
  const isCustomer = useAuthStore((s) => s.user?.role === 'CUSTOMER');
  return (
    <>
      <DashboardPageHeader title="Contact Messages">
        {isCustomer
          ? 'The messages you sent us while signed in, with our replies.'
          : 'Messages sent with the contact form: search, mark read, reply by e-mail or delete.'}
      </DashboardPageHeader>
      {isCustomer ? <MyMessages /> : <StaffMessageList />}
    </>
  );
}
