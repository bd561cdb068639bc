import type { FastifyInstance } from 'fastify';
import type { TourRequest } from '@estate/contracts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { normalizeWallClock, wallClockNow } from '../../lib/wall-clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { logActivity } from '../activity/activity.service';
import type { UserRow } from '../users/users.repository';
import {
  TOUR_BOOKING_WINDOW_DAYS,
  TOUR_MESSAGES as M,
  TOUR_REQUESTS_PER_DAY,
} from './tour-requests.messages';
import { toTourRequest } from './tour-requests.mapper';
import { createTourRequestsRepository } from './tour-requests.repository';

const DAY_SECONDS = 24 * 60 * 60;
const WINDOW_MS = TOUR_BOOKING_WINDOW_DAYS * DAY_SECONDS * 1000;

export function createTourRequestsService(app: FastifyInstance) {
  const repo = createTourRequestsRepository(app.db);

  /** Counted atomically once a request is valid, so only requests that would be made count. */
  async function countDailyRequest(userId: number) {
    const window = await app.limiter.hit(`tour-request:user:${userId}`, DAY_SECONDS);
    if (window.hits > TOUR_REQUESTS_PER_DAY) {
      const seconds = Math.max(1, Math.ceil((window.resetAt.getTime() - Date.now()) / 1000));
      throw tooManyRequests(M.tooMany(seconds), seconds);
    }
  }

  return {
    /** Decisions §8: public advert, not one's own, a future half hour, no duplicate PENDING request. */
    async create(
      guest: UserRow,
      input: { advertId: number; tourTime: string },
    ): Promise<TourRequest> {
      const advert = await app.advertSearch.advert({ id: input.advertId });
      // A hidden advert answers exactly like a missing one: no telling which ids exist.
      if (!advert || !(advert.status === 1 && advert.is_active && advert.category_active))
        throw notFound(M.advertMissing);
      if (advert.user_id === guest.id) throw badRequest(M.ownAdvert, { advert: M.ownAdvert });
      const tourTime = normalizeWallClock(input.tourTime);
      if (!tourTime) throw badRequest(M.notADate, { tourTime: M.notADate });
      if (tourTime <= wallClockNow(app.config.SITE_TIME_ZONE))
        throw badRequest(M.past, { tourTime: M.past });
      if (tourTime > wallClockNow(app.config.SITE_TIME_ZONE, new Date(Date.now() + WINDOW_MS)))
        throw badRequest(M.tooFarAhead, { tourTime: M.tooFarAhead });
      if (await repo.hasPendingOf(guest.id, advert.id, tourTime))
        throw conflict(M.duplicate, { tourTime: M.duplicate });
      if (await repo.isSlotApproved(advert.id, tourTime))
        throw conflict(M.slotTaken, { tourTime: M.slotTaken });

      await countDailyRequest(guest.id);
      const id = await repo
        .create({
          advertId: advert.id,
          guestUserId: guest.id,
          ownerUserId: advert.user_id,
          tourTime,
        })
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) throw conflict(M.duplicate, { tourTime: M.duplicate });
          throw e;
        });
      const row = (await repo.findById(id))!;
      await logActivity(app.db, {
        userId: guest.id,
        action: 'TOUR_REQUEST_CREATED',
        log: `Requested a tour of "${advert.title}" on ${tourTime.slice(0, 10)} at ${tourTime.slice(11, 16)}`,
        advertId: advert.id,
      });
      // The subject holds the owner's own title only: nothing the requester typed (their name)
      // reaches an inbox's list of subjects.
      await app.mailer.send({
        to: row.owner_email,
        subject: `New tour request for "${advert.title}"`,
        text:
          `Hello ${row.owner_first_name},\n\n${guest.firstName} ${guest.lastName} would like to visit "${advert.title}" ` +
          `on ${tourTime.slice(0, 10)} at ${tourTime.slice(11, 16)}.\n` +
          `Approve or decline it at ${app.config.publicUrl}/dashboard/tour-requests\n`,
      });
      return toTourRequest(row);
    },
  };
}
