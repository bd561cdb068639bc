import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';

/**
 * Shown on the page a registration lands on (the home page): where the link went, and a way to
 * have it sent again. Imports no schema, so the home page's first load stays small.
 */
export function RegisteredNotice() {
  const state = useLocation().state as { registeredEmail?: unknown } | null;
  const email = state?.registeredEmail;
  if (typeof email !== 'string') return null;
  return (
    <div className="container pt-3">
      <div className="alert alert-info mb-0" role="status">
        We sent a confirmation link to <strong>{email}</strong>.{' '}
        <Link to={paths.resendConfirmation()} state={{ email }}>
          Didn&apos;t get the e-mail?
        </Link>
      </div>
    </div>
  );
}
