import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TourRequestStatus } from '@estate/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { adverts, tourRequests } from '../../db/schema';
import { propertyNow } from './tour-places.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The latest wall-clock time any zone shows at `now` (UTC+14): a bound the (status, tour_time)
 * index can use before each row's own zone is looked up.
 */
const latestWallClock = (now: Date) =>
  new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 19);

/** The SQL of status changes: each one a conditional UPDATE, so a concurrent move cannot be lost. */
export function createTourRequestMovesRepository(db: Db) {
  return {
    /**
     * Approves a PENDING request whose time is after `now` and declines the other PENDING
     * requests for the same advert and time, in one transaction. Approvals of one advert take
     * turns (a transaction lock), so two at once cannot deadlock; the loser finds its request
     * no longer PENDING. Answers the ids declined, or undefined when the request was not PENDING.
     */
    approve(request: { id: number; advertId: number; tourTime: string }, now: string) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(727100, ${request.advertId})`);
        const [approved] = await tx
          .update(tourRequests)
          .set({ status: 'APPROVED', updatedAt: new Date() })
          .where(
            and(
              eq(tourRequests.id, request.id),
              eq(tourRequests.status, 'PENDING'),
              sql`${tourRequests.tourTime} > ${now}`,
            ),
          )
          .returning({ id: tourRequests.id });
        if (!approved) return undefined;
        const declined = await tx
          .update(tourRequests)
          .set({ status: 'DECLINED', updatedAt: new Date() })
          .where(
            and(
              eq(tourRequests.advertId, request.advertId),
              eq(tourRequests.tourTime, request.tourTime),
              eq(tourRequests.status, 'PENDING'),
              ne(tourRequests.id, request.id),
            ),
          )
          .returning({ id: tourRequests.id });
        return declined.map((d) => d.id);
      });
    },

    /**
     * Moves a request to `to` (and another time, if given) only while its status is one of
     * `from`: a move made meanwhile by someone else wins. True when the request moved.
     */
    async move(
      id: number,
      from: TourRequestStatus[],
      to: TourRequestStatus,
      tourTime?: string,
    ): Promise<boolean> {
      const moved = await db
        .update(tourRequests)
        .set({ status: to, updatedAt: new Date(), ...(tourTime ? { tourTime } : {}) })
        .where(and(eq(tourRequests.id, id), inArray(tourRequests.status, from)))
        .returning({ id: tourRequests.id });
      return moved.length > 0;
    },

    /** Deletes a request in one of `from` and takes it off its advert's count. */
    delete(id: number, from: TourRequestStatus[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(tourRequests)
          .where(and(eq(tourRequests.id, id), inArray(tourRequests.status, from)))
          .returning({ advertId: tourRequests.advertId });
        if (!removed) return false;
        await tx
          .update(adverts)
          .set({ tourRequestCount: sql`greatest(${adverts.tourRequestCount} - 1, 0)` })
          .where(eq(adverts.id, removed.advertId));
        return true;
      });
    },

    /**
     * PENDING requests whose time has passed at their property become DECLINED; answers how many.
     * The status index narrows to PENDING rows first; each one's zone is read by its advert.
     */
    async expirePending(now: Date): Promise<number> {
      const expired = await queryRows<{ id: number }>(
        db,
        sql`UPDATE tour_requests r SET status = 'DECLINED', updated_at = now()
            WHERE r.status = 'PENDING' AND r.tour_time <= ${propertyNow(now)}
              AND r.tour_time <= ${latestWallClock(now)}
            RETURNING r.id`,
      );
      return expired.length;
    },

    /**
     * Claims the APPROVED tours of the next 24 hours (at each property) whose reminder has not gone
     * out. One atomic UPDATE: of several processes running it at once, each row goes to exactly one.
     */
    async claimReminders(now: Date): Promise<number[]> {
      const until = new Date(now.getTime() + DAY_MS);
      const claimed = await queryRows<{ id: number }>(
        db,
        sql`UPDATE tour_requests r SET reminder_sent_at = now()
            WHERE r.status = 'APPROVED' AND r.reminder_sent_at IS NULL
              AND r.tour_time <= ${latestWallClock(until)}
              AND r.tour_time > ${propertyNow(now)} AND r.tour_time <= ${propertyNow(until)}
            RETURNING r.id`,
      );
      return claimed.map((c) => c.id);
    },
  };
}
