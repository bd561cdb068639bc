import type { OverviewReport, Role } from '@estate/contracts';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link } from 'react-router';
import { canOpen, type PageAccessKey } from '../../../lib/access';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { useOverviewReport } from '../api/overview-report';
import { Icon } from '../../../components/icon/icon';
import { paths } from '../../../lib/paths';
import { formatNumber } from '../../../i18n';
import { useDashboardT, type DashboardTextKey } from '../../../i18n/dashboard-texts';

interface Tile {
  title: string;
  /** The title in the reader's language. */
  text: DashboardTextKey;
  count: keyof OverviewReport;
  icon: string;
  page: PageAccessKey;
  /** Where staff go; a customer's link can differ. */
  path: string;
  customerPath?: string;
}

/** The five overview tiles, in order (docs/product.md#page-access). */
export const OVERVIEW_TILES: readonly Tile[] = [
  {
    title: 'Customers',
    text: 'tile.customers',
    count: 'Customers',
    icon: 'people',
    page: 'customer',
    path: paths.dashboard.users(),
  },
  {
    title: 'Categories',
    text: 'tile.categories',
    count: 'Categories',
    icon: 'tags',
    page: 'categories',
    path: paths.dashboard.categories(),
  },
  {
    title: 'Adverts',
    text: 'tile.adverts',
    count: 'Adverts',
    icon: 'houses',
    page: 'adverts',
    path: paths.dashboard.adverts(),
    customerPath: paths.dashboard.myAdverts(),
  },
  {
    title: 'Advert Types',
    text: 'tile.advertTypes',
    count: 'AdvertTypes',
    icon: 'signpost-split',
    page: 'advertType',
    path: paths.dashboard.advertTypes(),
  },
  {
    title: 'Tour Requests',
    text: 'tile.tourRequests',
    count: 'TourRequests',
    icon: 'calendar-check',
    page: 'tourRequests',
    path: paths.dashboard.tourRequests(),
  },
];

/**
 * null is a figure the server keeps from this viewer (Customers for a customer, whose tiles leave
 * it out anyway: docs/decisions/0012-overview-tiles-and-report-scope.md).
 */
const formatCount = (value: number | null) => (value === null ? '—' : formatNumber(value));

/** Count tiles for the pages this role may open, with the real figures of GET /report. */
export function OverviewTiles({ role }: { role: Role }) {
  const report = useOverviewReport();
  const t = useDashboardT();
  const tiles = OVERVIEW_TILES.filter((tile) => canOpen(tile.page, role));

  if (report.isError) {
    return (
      <LoadErrorPanel
        error={report.error}
        retrying={report.isFetching}
        onRetry={() => void report.refetch()}
      />
    );
  }

  return (
    <ul className="overview-tiles" aria-label={t('overview')} aria-busy={report.isPending}>
      {tiles.map((tile) => {
        const path = role === 'CUSTOMER' && tile.customerPath ? tile.customerPath : tile.path;
        return (
          <li key={tile.title}>
            <Link to={path} className="overview-tile">
              <span className="overview-tile__icon" aria-hidden="true">
                <Icon name={tile.icon} />
              </span>
              <span className="overview-tile__body">
                <span className="overview-tile__title">{t(tile.text)}</span>
                {report.data ? (
                  <span className="overview-tile__count">
                    {formatCount(report.data[tile.count])}
                  </span>
                ) : (
                  <Placeholder as="span" animation="glow" className="overview-tile__count">
                    <Placeholder xs={6} aria-label={t('loadingCount')} />
                  </Placeholder>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
