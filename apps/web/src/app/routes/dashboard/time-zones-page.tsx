import { TimeZonesScreen } from '../../../features/place-zones';
import { ProtectedRoute } from '../../guards/protected-route';

export default function TimeZonesPage() {
  return (
    <ProtectedRoute access="timeZones">
      <TimeZonesScreen />
    </ProtectedRoute>
  );
}
