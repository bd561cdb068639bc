import { Navigate } from 'react-router';
import { useAuthStore } from '../../../features/auth';
import { AdvertReviewPage } from '../../../features/adverts';
import { ProtectedRoute } from '../../guards/protected-route';
import { paths } from '../../../lib/paths';

/** Staff only, as the moderation list (adverts-page.tsx): a customer goes to their own adverts. */
function StaffReview() {
  const role = useAuthStore((s) => s.user?.role);
  if (role === 'CUSTOMER') return <Navigate to={paths.dashboard.myAdverts()} replace />;
  return <AdvertReviewPage />;
}

export default function AdvertReviewRoute() {
  return (
    <ProtectedRoute access="adverts">
      <StaffReview />
    </ProtectedRoute>
  );
}
