import { Navigate } from 'react-router';
import { useAuthStore } from '../../../features/auth/auth-store';
import { ModerationPage } from '../../../features/moderation';

/**
 * The `adverts` entry lets customers in (specification §6); moderation is for staff, so a
 * customer is taken to their own adverts (docs/decisions/web-route-guards.md).
 */
export default function AdvertsPage() {
  const role = useAuthStore((s) => s.user?.role);
  if (role === 'CUSTOMER') return <Navigate to="/dashboard/my-adverts" replace />;
  return <ModerationPage />;
}
