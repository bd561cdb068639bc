import type { OverviewReport, Role } from '@estate/contracts';
import type { ReactNode } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon/icon';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { TOUR_TAB_PARAM, useWaitingTourRequests } from '../../tour-requests';
import { useOverviewReport } from '../api/overview-report';
import { paths } from '../../../lib/paths';

/** Staff's review queue: the moderation list showing Pending (status 0) adverts. */
export const REVIEW_QUEUE_PATH = paths.dashboard.reviewQueue();

/** The Tour Requests page opened on the tab of requests on the customer's own adverts. */
export const OWNER_TOUR_REQUESTS_PATH = `${paths.dashboard.tourRequests()}?${TOUR_TAB_PARAM}=owner`;

interface AttentionTile {
  title: string;
  icon: string;
  count: number | undefined;
  /** No page to open: the tile is a figure, not a link. */
  path?: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

function Tile({ tile }: { tile: AttentionTile }) {
  const body: ReactNode = (
    <>
      <span className="overview-tile__icon" aria-hidden="true">
        <Icon name={tile.icon} />
      </span>
      <span className="overview-tile__body">
        <span className="overview-tile__title">{tile.title}</span>
        {tile.count === undefined ? (
          <Placeholder as="span" animation="glow" className="overview-tile__count">
            <Placeholder xs={6} aria-label="Loading count" />
          </Placeholder>
        ) : (
          <span className="overview-tile__count">{numberFormat.format(tile.count)}</span>
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
  report: OverviewReport | undefined,
  waiting: { waiting: number } | undefined,
): AttentionTile[] {
  return [
    {
      title: 'My adverts waiting for review',
      icon: 'hourglass-split',
      count: report?.PendingAdverts,
      path: paths.dashboard.myAdverts(),
    },
    {
      title: 'Favourites',
      icon: 'heart',
      count: report?.Favorites,
      path: paths.dashboard.favorites(),
    },
    {
      title: 'Tour requests waiting for your answer',
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
  const failed = [report, waiting].filter((query) => query.isError);
  const tiles: AttentionTile[] = staff
    ? [
        {
          title: 'Waiting for review',
          icon: 'hourglass-split',
          count: report.data?.PendingAdverts,
          path: REVIEW_QUEUE_PATH,
        },
      ]
    : customerTiles(report.data, waiting.data);
  return (
    <section className="attention-tiles" aria-labelledby="attention-tiles-title">
      <h2 id="attention-tiles-title" className="attention-tiles__title">
        Waiting for you
      </h2>
      {failed.length > 0 ? (
        <LoadErrorPanel
          error={failed[0]!.error}
          retrying={failed.some((query) => query.isFetching)}
          onRetry={() => failed.forEach((query) => void query.refetch())}
        />
      ) : (
        <ul className="overview-tiles" aria-label="Waiting for you">
          {tiles.map((tile) => (
            <Tile key={tile.title} tile={tile} />
          ))}
        </ul>
      )}
    </section>
  );
}
