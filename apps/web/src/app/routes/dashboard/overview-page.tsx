import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { useAuthStore } from '../../../features/auth';
import { AttentionTiles, OverviewTiles } from '../../../features/reports';
import { StaleRatesNotice } from '../../../features/exchange-rates';
import { ProtectedRoute } from '../../guards/protected-route';
import { useDashboardT } from '../../../i18n/dashboard-texts';

function Overview() {
  const user = useAuthStore((s) => s.user);
  const t = useDashboardT();
  if (!user) return null;
  return (
    <>
      <DashboardPageHeader title={t('dashboard')}>
        {t('welcome', { name: user.firstName })}
      </DashboardPageHeader>
      {user.role === 'CUSTOMER' ? null : <StaleRatesNotice />}
      <OverviewTiles role={user.role} />
      <AttentionTiles role={user.role} />
    </>
  );
}

export default function OverviewPage() {
  return (
    <ProtectedRoute access="dashboard">
      <Overview />
    </ProtectedRoute>
  );
}
