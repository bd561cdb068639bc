import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { ChangePasswordForm } from '../../../features/auth';
import { ProtectedRoute } from '../../guards/protected-route';

export default function ChangePasswordPage() {
  return (
    <ProtectedRoute access="changePassword">
      <DashboardPageHeader title="Change Password">
        Your other sessions are logged out when the password changes.
      </DashboardPageHeader>
      <div className="panel">
        <ChangePasswordForm />
      </div>
    </ProtectedRoute>
  );
}
