import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { useAuthStore } from '../../../features/auth';
import { AttentionTiles, OverviewTiles } from '../../../features/reports';
import { ProtectedRoute } from '../../guards/protected-route';

function Overview() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  return (
    <>
      <DashboardPageHeader title="Dashboard">
        Welcome back, {user.firstName}. Here is your overview.
      </DashboardPageHeader>
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
