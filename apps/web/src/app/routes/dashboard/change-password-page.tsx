import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { ChangePasswordForm, useAuthT } from '../../../features/auth';
import { useDashboardT } from '../../../i18n/dashboard-texts';
import { ProtectedRoute } from '../../guards/protected-route';

function ChangePasswordHeader() {
  const t = useAuthT();
  const menuT = useDashboardT();
  return (
    <DashboardPageHeader title={menuT('menu.changePassword')}>
      {t('changePasswordLead')}
    </DashboardPageHeader>
  );
}

export default function ChangePasswordPage() {
  return (
    <ProtectedRoute access="changePassword">
      <ChangePasswordHeader />
      <div className="panel">
        <ChangePasswordForm />
      </div>
    </ProtectedRoute>
  );
}
