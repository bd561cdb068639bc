import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { paths } from '../../../lib/paths';
import { useAgencyPageT } from '../texts';

/** A closed or unknown agency's page (docs/product.md#agency-page): the server says 404 too. */
export function AgencyMissing() {
  const t = useAgencyPageT();
  usePageTitle(t('missingTitle'));
  return (
    <section className="status-page" aria-labelledby="agency-missing-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="agency-missing-title" className="status-page__title">
        {t('missingTitle')}
      </h1>
      <p className="status-page__text">{t('missingText')}</p>
      <Link to={paths.properties()} className="btn btn-primary btn-lg">
        {t('toProperties')}
      </Link>
    </section>
  );
}
