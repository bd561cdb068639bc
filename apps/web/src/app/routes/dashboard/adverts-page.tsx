import { Navigate } from 'react-router';
import { useAuthStore } from '../../../features/auth';
import { ModerationPage } from '../../../features/adverts';
import { ProtectedRoute } from '../../guards/protected-route';
import { paths } from '../../../lib/paths';

/**
 * The `adverts` entry lets customers in (docs/product.md#page-access); moderation is for staff, so
 * a customer is taken to their own adverts (docs/decisions/0004-web-route-guards.md).
 */
function StaffModeration() {
  const role = useAuthStore((s) => s.user?.role);
  if (role === 'CUSTOMER') return <Navigate to={paths.dashboard.myAdverts()} replace />;
  return <ModerationPage />;
}

export default function AdvertsPage() {
  return (
    <ProtectedRoute access="adverts">
      <StaffModeration />
    </ProtectedRoute>
  );
}
