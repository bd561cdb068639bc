import { NewCategoryScreen } from '../../../features/categories';
import { ProtectedRoute } from '../../guards/protected-route';

export default function NewCategoryPage() {
  return (
    <ProtectedRoute access="newCategories">
      <NewCategoryScreen />
    </ProtectedRoute>
  );
}
