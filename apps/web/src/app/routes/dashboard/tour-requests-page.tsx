// Imported from its own file, not the feature's index: the advert page imports that index for
// the tour form and must not pull the dashboard page (and zod) into its first load.
import { TourRequestsPage as TourRequests } from '../../../features/tour-requests';
import { ProtectedRoute } from '../../guards/protected-route';

export default function TourRequestsPage() {
  return (
    <ProtectedRoute access="tourRequests">
      <TourRequests />
    </ProtectedRoute>
  );
}
