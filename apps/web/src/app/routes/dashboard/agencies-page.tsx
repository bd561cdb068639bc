import { AgenciesQueue } from '../../../features/agencies';
import { ProtectedRoute } from '../../guards/protected-route';

export default function AgenciesPage() {
  return (
    <ProtectedRoute access="agencies">
      <AgenciesQueue />
    </ProtectedRoute>
  );
}
