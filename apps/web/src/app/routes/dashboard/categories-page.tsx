import { CategoriesScreen } from '../../../features/categories';
import { ProtectedRoute } from '../../guards/protected-route';

export default function CategoriesPage() {
  return (
    <ProtectedRoute access="categories">
      <CategoriesScreen />
    </ProtectedRoute>
  );
}
