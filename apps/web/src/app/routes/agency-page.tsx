import { useParams } from 'react-router';
import Container from 'react-bootstrap/Container';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { LoadingPanel } from '../../components/loading-panel';
import { usePageTitle } from '../../hooks/use-page-title';
import { paths } from '../../lib/paths';
import { usePropertyList } from '../../features/adverts';
import {
  AgencyCard,
  AgencyMissing,
  isMissingAgency,
  useAgencyPage,
  useAgencyPageT,
} from '../../features/agency-page';
import { PropertyListView } from './property-list-view';

/**
 * An agency's public page, `/agency/{slug}` (docs/product.md#agency-page): its card, then its
 * public adverts with the property list's own filters, sort, paging and map. The list is asked
 * for at once with the slug (GET /adverts?agency=), beside the card, not after it.
 */
export default function AgencyPage() {
  const slug = useParams().slug ?? '';
  const t = useAgencyPageT();
  const agency = useAgencyPage(slug);
  const list = usePropertyList({ pathname: paths.agency(slug), agency: slug });
  usePageTitle(agency.data?.name);

  if (isMissingAgency(agency.error)) return <AgencyMissing />;
  return (
    <>
      <Container className="section agency-page">
        {agency.data ? (
          <AgencyCard agency={agency.data} />
        ) : agency.error ? (
          <LoadErrorPanel
            error={agency.error}
            onRetry={() => void agency.refetch()}
            retrying={agency.isFetching}
          />
        ) : (
          <LoadingPanel text={t('loading')} />
        )}
      </Container>
      {agency.data ? (
        <h2 className="agency-page__adverts-title container">
          {t('advertsTitle', { name: agency.data.name })}
        </h2>
      ) : null}
      <PropertyListView list={list} agencyList />
    </>
  );
}
