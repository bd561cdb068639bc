import {
  TOUR_REQUEST_STATUSES,
  type TourRequest,
  type TourRequestAction,
  type TourRequestStatus,
} from '@estate/contracts';
import { AppError, conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { logActivity, type ActivityAction } from '../activity';
import type { UserRow } from '../users';
import { ruledOf, standingOf, tourRequestAccess } from './tour-request-access';
import { approvedMail, declinedMail, newRequestMail } from './tour-request-mails';
import { FROM_STATUSES, refusalError, refusalOf } from './tour-request-rules';
import { checkSlotFree, publicPlace, type TourRequestsDeps } from './tour-requests.service';
import { createTourPlacesRepository } from './tour-places.repository';
import { checkViewingHours } from './viewing-hours.service';
import { checkTourTime } from './tour-time-check';
import { TOUR_MESSAGES as M } from './tour-requests.messages';
import { createTourRequestsRepository, type TourRequestRow } from './tour-requests.repository';
import { createTourRequestMovesRepository } from './tour-request-moves.repository';
import { createTimeNoticesRepository } from './tour-time-notices.repository';

const at = (tourTime: string) => `on ${tourTime.slice(0, 10)} at ${tourTime.slice(11, 16)}`;

/**
 * The owner's and the guest's moves on a request, each checked on the server
 * (docs/product.md#tour-requests).
 */
export function createTourRequestMovesService(deps: TourRequestsDeps) {
  const { db, mailer, clock, site } = deps;
  const repo = createTourRequestsRepository(db);
  const places = createTourPlacesRepository(db);
  const access = tourRequestAccess({ repo, clock, site });
  const moves = createTourRequestMovesRepository(db);
  const notices = createTimeNoticesRepository(db);

  /** The request, if the caller may see it and make this move now; the refusal otherwise. */
  async function allowed(user: UserRow, id: number, action: TourRequestAction) {
    const row = await access.visible(user, id);
    const refusal = refusalOf(action, ruledOf(row), standingOf(row, user), access.nowAt(row));
    if (refusal) throw refusalError(refusal);
    return row;
  }

  /** Logs the move for the one who made it and answers the request as it is now. */
  async function done(user: UserRow, row: TourRequestRow, action: ActivityAction, log: string) {
    await logActivity(db, { userId: user.id, action, log, advertId: row.advert_id });
    return access.view((await repo.findById(row.id))!, user);
  }

  /**
   * A refused approval of a request that another approval of its slot declined meanwhile says
   * so, rather than "this one is declined" as if the owner had done it.
   */
  async function refuseApproval(error: unknown, id: number): Promise<never> {
    if (error instanceof AppError && error.status === 409) {
      const now = await repo.findById(id);
      if (now?.status === 'DECLINED' && (await repo.isSlotApproved(now.advert_id, now.tour_time)))
        throw conflict(M.lostSlot);
    }
    throw error;
  }

  async function move(row: TourRequestRow, from: TourRequestStatus[], to: TourRequestStatus) {
    if (!(await moves.move(row.id, from, to))) throw conflict(M.changedMeanwhile);
  }

  return {
    async approve(user: UserRow, id: number): Promise<TourRequest> {
      const row = await allowed(user, id, 'approve').catch((e) => refuseApproval(e, id));
      const declinedIds = await moves
        .approve({ id, advertId: row.advert_id, tourTime: row.tour_time }, access.nowAt(row))
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) throw conflict(M.slotTaken);
          throw e;
        });
      if (!declinedIds) return refuseApproval(conflict(M.changedMeanwhile), id);
      const address = await places.addressOf(row.advert_id);
      // Written as the approved tour it now is: it names both people in full.
      const approved = { ...row, status: 'APPROVED' };
      if (address) await mailer.send(approvedMail(approved, access.site, address));
      // The other guests of that time learn it is taken.
      for (const other of declinedIds) {
        const declined = await repo.findById(other);
        if (declined) await mailer.send(declinedMail(declined, access.site));
      }
      const log = `Approved the tour of "${row.advert_title}" ${at(row.tour_time)}`;
      return done(user, row, 'TOUR_REQUEST_APPROVED', log);
    },

    async decline(user: UserRow, id: number): Promise<TourRequest> {
      const row = await allowed(user, id, 'decline');
      await move(row, FROM_STATUSES.decline, 'DECLINED');
      await mailer.send(declinedMail(row, access.site));
      const log = `Declined the tour of "${row.advert_title}" ${at(row.tour_time)}`;
      return done(user, row, 'TOUR_REQUEST_DECLINED', log);
    },

    async cancel(user: UserRow, id: number): Promise<TourRequest> {
      const row = await allowed(user, id, 'cancel');
      await move(row, FROM_STATUSES.cancel, 'CANCELED');
      const log = `Canceled the tour of "${row.advert_title}" ${at(row.tour_time)}`;
      return done(user, row, 'TOUR_REQUEST_CANCELED', log);
    },

    /**
     * The guest picks another time: the request is PENDING again and the owner is told, at most
     * once an hour; later changes in that hour reach them in one e-mail when it is up.
     */
    async changeTime(user: UserRow, id: number, input: string): Promise<TourRequest> {
      const row = await allowed(user, id, 'changeTime');
      const place = await publicPlace(places, row.advert_id);
      const tourTime = checkTourTime(input, place.timeZone, clock.now());
      checkViewingHours(place.hours, tourTime);
      await checkSlotFree(repo, user.id, row.advert_id, tourTime);
      const moved = await moves
        .move(row.id, FROM_STATUSES.changeTime, 'PENDING', tourTime)
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) throw conflict(M.duplicate, { tourTime: M.duplicate });
          throw e;
        });
      if (!moved) throw conflict(M.changedMeanwhile);
      if (await notices.tellNowOrFold(id, clock.now()))
        await mailer.send(newRequestMail((await repo.findById(id))!, access.site));
      const log = `Moved the tour of "${row.advert_title}" from ${at(row.tour_time)} to ${at(tourTime)}`;
      return done(user, row, 'TOUR_REQUEST_TIME_CHANGED', log);
    },

    /** The guest deletes a request that is not approved; staff delete any. */
    async remove(user: UserRow, id: number): Promise<void> {
      const row = await allowed(user, id, 'delete');
      const from = standingOf(row, user).isStaff
        ? [...TOUR_REQUEST_STATUSES]
        : FROM_STATUSES.delete;
      if (!(await moves.delete(id, from))) throw conflict(M.changedMeanwhile);
      // The advert may still exist: the entry keeps its link; deleting the advert removes it.
      await logActivity(db, {
        userId: user.id,
        action: 'TOUR_REQUEST_DELETED',
        log: `Deleted the tour request for "${row.advert_title}" ${at(row.tour_time)}`,
        advertId: row.advert_id,
      });
    },
  };
}

export type TourRequestMovesService = ReturnType<typeof createTourRequestMovesService>;
