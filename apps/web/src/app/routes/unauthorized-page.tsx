import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title';
import { paths } from '../../lib/paths';

export default function UnauthorizedPage() {
  usePageTitle('Not authorized');
  return (
    <section className="status-page" aria-labelledby="unauthorized-title">
      <p className="status-page__code" aria-hidden="true">
        401
      </p>
      <h1 id="unauthorized-title" className="status-page__title">
        Sorry you are not authorized to access.
      </h1>
      <p className="status-page__text">
        Please check your login credentials or contact the administrator
      </p>
      <Link to={paths.home()} className="btn btn-primary btn-lg">
        Back to Home
      </Link>
    </section>
  );
}
