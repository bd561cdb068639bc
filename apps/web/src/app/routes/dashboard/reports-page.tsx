import { ReportsPage as Reports } from '../../../features/reports';
import { ProtectedRoute } from '../../guards/protected-route';

/** Its own module, so the chart and CSV code loads with this route and no other. */
export default function ReportsPage() {
  return (
    <ProtectedRoute access="reports">
      <Reports />
    </ProtectedRoute>
  );
}
