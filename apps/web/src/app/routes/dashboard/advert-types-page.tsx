import { AdvertTypesScreen } from '../../../features/advert-types';
import { ProtectedRoute } from '../../guards/protected-route';

export default function AdvertTypesPage() {
  return (
    <ProtectedRoute access="advertType">
      <AdvertTypesScreen />
    </ProtectedRoute>
  );
}
