import { UsersAdmin } from '../../../features/users-admin';

export default function UsersPage() {
  return <UsersAdmin />;
}
