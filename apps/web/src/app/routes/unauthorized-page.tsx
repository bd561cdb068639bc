import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title';
import { paths } from '../../lib/paths';
import { useStatusPageT } from '../../components/status-page-texts';

export default function UnauthorizedPage() {
  const t = useStatusPageT();
  usePageTitle(t('unauthorizedTitle'));
  return (
    <section className="status-page" aria-labelledby="unauthorized-title">
      <p className="status-page__code" aria-hidden="true">
        401
      </p>
      <h1 id="unauthorized-title" className="status-page__title">
        {t('unauthorizedHeading')}
      </h1>
      <p className="status-page__text">{t('unauthorizedText')}</p>
      <Link to={paths.home()} className="btn btn-primary btn-lg">
        {t('backHome')}
      </Link>
    </section>
  );
}
