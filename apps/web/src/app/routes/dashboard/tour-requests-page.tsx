import { TourRequestsPage as TourRequests } from '../../../features/tour-requests';
import { ProtectedRoute } from '../../guards/protected-route';

export default function TourRequestsPage() {
  return (
    <ProtectedRoute access="tourRequests">
      <TourRequests />
    </ProtectedRoute>
  );
}
