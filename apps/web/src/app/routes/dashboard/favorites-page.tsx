import { MyFavorites } from '../../../features/favorites-page';
import { ProtectedRoute } from '../../guards/protected-route';

export default function FavoritesPage() {
  return (
    <ProtectedRoute access="favorites">
      <MyFavorites />
    </ProtectedRoute>
  );
}
