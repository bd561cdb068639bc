import { UsersAdmin } from '../../../features/users-admin';
import { ProtectedRoute } from '../../guards/protected-route';

export default function UsersPage() {
  return (
    <ProtectedRoute access="customer">
      <UsersAdmin />
    </ProtectedRoute>
  );
}
