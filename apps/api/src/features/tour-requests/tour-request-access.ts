import type { TourRequest, TourRequestStatus } from '@estate/contracts';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { wallClockNow } from '../../lib/wall-clock';
import { isStaff } from '../../plugins/auth';
import type { UserRow } from '../users';
import type { Site } from './tour-request-mails';
import { namedFor, readerOf } from './tour-request-names';
import { allowedActions, type RuledRequest, type Standing } from './tour-request-rules';
import { TOUR_MESSAGES as M } from './tour-requests.messages';
import { toTourRequest } from './tour-requests.mapper';
import type { TourRequestRow, TourRequestsRepository } from './tour-requests.repository';

export const standingOf = (row: TourRequestRow, user: UserRow): Standing => ({
  isGuest: row.guest_id === user.id,
  isOwner: row.owner_id === user.id,
  isStaff: isStaff(user),
});

export const ruledOf = (row: TourRequestRow): RuledRequest => ({
  status: row.status as TourRequestStatus,
  tourTime: row.tour_time,
});

/** What the services of this feature share: the clock, the site, and who sees what. */
export function tourRequestAccess({
  repo,
  clock,
  site,
}: {
  repo: TourRequestsRepository;
  clock: Clock;
  site: Site;
}) {
  /** The wall-clock time now at the request's property, as its tour time is stored. */
  const nowAt = (row: Pick<TourRequestRow, 'time_zone'>, at = clock.now()) =>
    wallClockNow(row.time_zone, at);
  return {
    nowAt,
    site,

    /**
     * The wire object with the names this caller may see and the moves they may make at `at`
     * (a list reads the clock once).
     */
    view: (row: TourRequestRow, user: UserRow, at = clock.now()): TourRequest => {
      const standing = standingOf(row, user);
      return toTourRequest(
        namedFor(row, readerOf(standing)),
        allowedActions(ruledOf(row), standing, nowAt(row, at)),
        standing,
      );
    },

    /**
     * The request if the caller is its guest, its owner or staff; 404 otherwise
     * (docs/product.md#tour-requests).
     */
    async visible(user: UserRow, id: number): Promise<TourRequestRow> {
      const row = await repo.findById(id);
      if (!row) throw notFound(M.missing);
      const { isGuest, isOwner, isStaff: staff } = standingOf(row, user);
      if (!isGuest && !isOwner && !staff) throw notFound(M.missing);
      return row;
    },
  };
}

export type TourRequestAccess = ReturnType<typeof tourRequestAccess>;
