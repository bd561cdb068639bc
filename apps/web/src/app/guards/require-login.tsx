import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthStore } from '../../features/auth';
import { paths } from '../../lib/paths';

/** Pages with no role guard that still need a user (the advert editors, the dashboard frame). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const isUserLogin = useAuthStore((s) => s.isUserLogin);
  const hasUser = useAuthStore((s) => !!s.user);
  const location = useLocation();
  const loggedOutByUser = useAuthStore((s) => s.loggedOutByUser);
  if (!isUserLogin || !hasUser) {
    if (loggedOutByUser) return <Navigate to={paths.home()} replace />;
    return (
      <Navigate to={paths.login()} replace state={{ from: location.pathname + location.search }} />
    );
  }
  return children;
}
