import Container from 'react-bootstrap/Container';
import { ComingSoon } from '../../components/coming-soon';
import { ProtectedRoute } from '../guards/protected-route';

/** Public pages that later releases build; each says so plainly. */
export function NewCategoryPage() {
  return (
    <ProtectedRoute access="newCategories">
      <Container className="section">
        <ComingSoon
          title="New Category"
          icon="tags"
          description="Creating categories will be available in an upcoming release."
        />
      </Container>
    </ProtectedRoute>
  );
}
