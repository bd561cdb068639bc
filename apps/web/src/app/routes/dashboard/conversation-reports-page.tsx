import { ReportsQueue } from '../../../features/conversation-reports';
import { ProtectedRoute } from '../../guards/protected-route';

export default function ConversationReportsPage() {
  return (
    <ProtectedRoute access="conversationReports">
      <ReportsQueue />
    </ProtectedRoute>
  );
}
