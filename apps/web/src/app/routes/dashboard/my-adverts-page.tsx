import { MyAdverts } from '../../../features/adverts';
import { ProtectedRoute } from '../../guards/protected-route';

export default function MyAdvertsPage() {
  return (
    <ProtectedRoute access="adverts">
      <MyAdverts />
    </ProtectedRoute>
  );
}
