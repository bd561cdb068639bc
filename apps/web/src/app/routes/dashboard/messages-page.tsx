import { MessagesPage as Messages } from '../../../features/conversations';
import { ProtectedRoute } from '../../guards/protected-route';

export default function MessagesPage() {
  return (
    <ProtectedRoute access="messages">
      <Messages />
    </ProtectedRoute>
  );
}
