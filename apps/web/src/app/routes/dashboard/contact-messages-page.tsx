import { ContactMessagesPage as ContactMessages } from '../../../features/contact-messages';
import { ProtectedRoute } from '../../guards/protected-route';

export default function ContactMessagesPage() {
  return (
    <ProtectedRoute access="contactMessages">
      <ContactMessages />
    </ProtectedRoute>
  );
}
