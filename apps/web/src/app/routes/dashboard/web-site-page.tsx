import { WebSitePage as WebSite } from '../../../features/web-site';
import { ProtectedRoute } from '../../guards/protected-route';

export default function WebSitePage() {
  return (
    <ProtectedRoute access="webSite">
      <WebSite />
    </ProtectedRoute>
  );
}
