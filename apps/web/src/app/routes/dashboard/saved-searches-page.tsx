import { SavedSearchesPage as SavedSearches } from '../../../features/saved-searches';
import { ProtectedRoute } from '../../guards/protected-route';

export default function SavedSearchesPage() {
  return (
    <ProtectedRoute access="savedSearches">
      <SavedSearches />
    </ProtectedRoute>
  );
}
