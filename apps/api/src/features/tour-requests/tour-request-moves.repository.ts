import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TourRequestStatus } from '@estate/contracts';
import type { Db } from '../../db/client';
import { adverts, tourRequests } from '../../db/schema';

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

    /** PENDING requests whose time has passed become DECLINED; answers how many. */
    async expirePending(now: string): Promise<number> {
      const expired = await db
        .update(tourRequests)
        .set({ status: 'DECLINED', updatedAt: new Date() })
        .where(and(eq(tourRequests.status, 'PENDING'), sql`${tourRequests.tourTime} <= ${now}`))
        .returning({ id: tourRequests.id });
      return expired.length;
    },

    /**
     * Claims the APPROVED tours between `now` and `until` whose reminder has not gone out. One
     * atomic UPDATE: of several processes running it at once, each row goes to exactly one.
     */
    async claimReminders(now: string, until: string): Promise<number[]> {
      const claimed = await db
        .update(tourRequests)
        .set({ reminderSentAt: new Date() })
        .where(
          and(
            eq(tourRequests.status, 'APPROVED'),
            sql`${tourRequests.reminderSentAt} IS NULL`,
            sql`${tourRequests.tourTime} > ${now}`,
            sql`${tourRequests.tourTime} <= ${until}`,
          ),
        )
        .returning({ id: tourRequests.id });
      return claimed.map((c) => c.id);
    },
  };
}
