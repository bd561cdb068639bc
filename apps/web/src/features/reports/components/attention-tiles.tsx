import type { OverviewReport, Role } from '@estate/contracts';
import type { ReactNode } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon/icon';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { TOUR_TAB_PARAM, useWaitingTourRequests } from '../../tour-requests';
import { useOverviewReport } from '../api/overview-report';
import { paths } from '../../../lib/paths';
import { formatNumber } from '../../../i18n';
import { useDashboardT } from '../../../i18n/dashboard-texts';

/** Staff's review queue: the moderation list showing Pending (status 0) adverts. */
export const REVIEW_QUEUE_PATH = paths.dashboard.reviewQueue();

/** The Tour Requests page opened on the tab of requests on the customer's own adverts. */
export const OWNER_TOUR_REQUESTS_PATH = `${paths.dashboard.tourRequests()}?${TOUR_TAB_PARAM}=owner`;

type DashboardT = ReturnType<typeof useDashboardT>;

interface AttentionTile {
  title: string;
  icon: string;
  count: number | undefined;
  /** No page to open: the tile is a figure, not a link. */
  path?: string;
}

function Tile({ tile }: { tile: AttentionTile }) {
  const t = useDashboardT();
  const body: ReactNode = (
    <>
      <span className="overview-tile__icon" aria-hidden="true">
        <Icon name={tile.icon} />
      </span>
      <span className="overview-tile__body">
        <span className="overview-tile__title">{tile.title}</span>
        {tile.count === undefined ? (
          <Placeholder as="span" animation="glow" className="overview-tile__count">
            <Placeholder xs={6} aria-label={t('loadingCount')} />
          </Placeholder>
        ) : (
          <span className="overview-tile__count">{formatNumber(tile.count)}</span>
        )}
      </span>
    </>
  );
  return (
    <li>
      {tile.path ? (
        <Link to={tile.path} className="overview-tile">
          {body}
        </Link>
      ) : (
        <div className="overview-tile">{body}</div>
      )}
    </li>
  );
}

function customerTiles(
  t: DashboardT,
  report: OverviewReport | undefined,
  waiting: { waiting: number } | undefined,
): AttentionTile[] {
  return [
    {
      title: t('tile.myPendingAdverts'),
      icon: 'hourglass-split',
      count: report?.PendingAdverts,
      path: paths.dashboard.myAdverts(),
    },
    {
      title: t('tile.favourites'),
      icon: 'heart',
      count: report?.Favorites,
      path: paths.dashboard.favorites(),
    },
    {
      title: t('tile.toursWaiting'),
      icon: 'calendar-check',
      count: waiting?.waiting,
      path: OWNER_TOUR_REQUESTS_PATH,
    },
  ];
}

/** What waits for the viewer: staff's review queue; a customer's adverts, favourites and tours. */
export function AttentionTiles({ role }: { role: Role }) {
  const staff = role !== 'CUSTOMER';
  const report = useOverviewReport();
  const waiting = useWaitingTourRequests(!staff);
  const t = useDashboardT();
  const failed = [report, waiting].filter((query) => query.isError);
  const tiles: AttentionTile[] = staff
    ? [
        {
          title: t('tile.waitingForReview'),
          icon: 'hourglass-split',
          count: report.data?.PendingAdverts,
          path: REVIEW_QUEUE_PATH,
        },
      ]
    : customerTiles(t, report.data, waiting.data);
  return (
    <section className="attention-tiles" aria-labelledby="attention-tiles-title">
      <h2 id="attention-tiles-title" className="attention-tiles__title">
        {t('waitingForYou')}
      </h2>
      {failed.length > 0 ? (
        <LoadErrorPanel
          error={failed[0]!.error}
          retrying={failed.some((query) => query.isFetching)}
          onRetry={() => failed.forEach((query) => void query.refetch())}
        />
      ) : (
        <ul className="overview-tiles" aria-label={t('waitingForYou')}>
          {tiles.map((tile) => (
            <Tile key={tile.title} tile={tile} />
          ))}
        </ul>
      )}
    </section>
  );
}
