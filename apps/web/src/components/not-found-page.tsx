import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';
import { paths } from '../lib/paths';
import { useStatusPageT } from './status-page-texts';

export function NotFoundPage() {
  const t = useStatusPageT();
  usePageTitle(t('notFoundTitle'));
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="status-page__title">
        {t('notFoundHeading')}
      </h1>
      <p className="status-page__text">{t('notFoundText')}</p>
      <Link to={paths.home()} className="btn btn-primary btn-lg">
        {t('goHome')}
      </Link>
    </section>
  );
}
