import Container from 'react-bootstrap/Container';
import { NewCategoryScreen } from '../../features/categories';
import { ProtectedRoute } from '../guards/protected-route';

/**
 * /new-categories: the category creation form in the public layout, staff only
 * (docs/product.md#categories).
 */
export default function NewCategoryPage() {
  return (
    <ProtectedRoute access="newCategories">
      <Container className="section">
        <NewCategoryScreen />
      </Container>
    </ProtectedRoute>
  );
}
