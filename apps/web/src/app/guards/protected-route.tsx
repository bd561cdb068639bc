import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canOpen, type PageAccessKey } from '../../lib/access';
import { useAuthStore } from '../../features/auth';
import { paths } from '../../lib/paths';

interface ProtectedRouteProps {
  /** The page-access entry whose roles may open this page. */
  access: PageAccessKey;
  children: ReactNode;
}

/**
 * No login flag → /login; a role outside the entry's list → /unauthorized;
 * otherwise the page. An entry of null admits the user's own role.
 */
export function ProtectedRoute({ access, children }: ProtectedRouteProps) {
  const isUserLogin = useAuthStore((s) => s.isUserLogin);
  const role = useAuthStore((s) => s.user?.role);
  const location = useLocation();
  const loggedOutByUser = useAuthStore((s) => s.loggedOutByUser);

  if (!isUserLogin || !role) {
    if (loggedOutByUser) return <Navigate to={paths.home()} replace />;
    return (
      <Navigate to={paths.login()} replace state={{ from: location.pathname + location.search }} />
    );
  }
  if (!canOpen(access, role)) return <Navigate to={paths.unauthorized()} replace />;
  return children;
}
