import { useQuery } from '@tanstack/react-query';
import Container from 'react-bootstrap/Container';
import { Link, useParams } from 'react-router';
import { Icon } from '../../../components/icon/icon';
import { LoadingPanel } from '../../../components/loading-panel';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { unsubscribe } from '../api/saved-searches';
import { useSavedSearchT } from '../texts';

/**
 * Where an alert e-mail's "Stop these e-mails" link lands (docs/product.md#saved-search-alerts):
 * no login; it says the alerts are off, or that the link is not valid.
 */
export function UnsubscribePage() {
  const t = useSavedSearchT();
  usePageTitle(t('alertsTitle'));
  const { token = '' } = useParams();
  const result = useQuery({
    queryKey: ['saved-searches', 'unsubscribe', token],
    queryFn: () => unsubscribe(token),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <Container className="section unsubscribe-page">
      <div className="panel text-center py-5 mx-auto" style={{ maxWidth: 560 }}>
        <h1 className="h3">{t('alertsTitle')}</h1>
        {result.isPending ? <LoadingPanel text={t('turningOff')} /> : null}
        {result.data ? (
          <p role="status" className="mt-3">
            <Icon name="check-circle-fill" /> {result.data.message}
          </p>
        ) : null}
        {result.isError ? (
          <p role="alert" className="mt-3 text-danger">
            <Icon name="exclamation-triangle" /> {errorMessage(result.error)}
          </p>
        ) : null}
        <Link to={paths.dashboard.savedSearches()}>{t('yourSaved')}</Link>
      </div>
    </Container>
  );
}
