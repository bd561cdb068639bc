import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="status-page__title">
        Oops! It looks like you're lost
      </h1>
      <p className="status-page__text">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home()} className="btn btn-primary btn-lg">
        Go to Home Page
      </Link>
    </section>
  );
}
