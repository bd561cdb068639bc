import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { adverts, tourRequests } from '../../db/schema';

export interface TourRequestRow {
  id: number;
  advert_id: number;
  advert_slug: string;
  advert_title: string;
  tour_time: string;
  status: string;
  created_at: string | Date;
  guest_id: number;
  guest_first_name: string;
  guest_last_name: string;
  owner_id: number;
  owner_first_name: string;
  owner_last_name: string;
  owner_email: string;
}

const SELECT_TOUR_REQUEST = sql`
  SELECT r.id, r.advert_id, a.slug AS advert_slug, a.title AS advert_title,
         to_char(r.tour_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS tour_time, r.status, r.created_at,
         g.id AS guest_id, g.first_name AS guest_first_name, g.last_name AS guest_last_name,
         o.id AS owner_id, o.first_name AS owner_first_name, o.last_name AS owner_last_name, o.email AS owner_email
  FROM tour_requests r
  JOIN adverts a ON a.id = r.advert_id
  JOIN users g ON g.id = r.guest_user_id
  JOIN users o ON o.id = r.owner_user_id`;

export function createTourRequestsRepository(db: Db) {
  return {
    async findById(id: number): Promise<TourRequestRow | undefined> {
      const rows = await queryRows<TourRequestRow>(
        db,
        sql`${SELECT_TOUR_REQUEST} WHERE r.id = ${id}`,
      );
      return rows[0];
    },

    async hasPendingOf(guestId: number, advertId: number, tourTime: string): Promise<boolean> {
      const rows = await db
        .select({ id: tourRequests.id })
        .from(tourRequests)
        .where(
          and(
            eq(tourRequests.guestUserId, guestId),
            eq(tourRequests.advertId, advertId),
            eq(tourRequests.tourTime, tourTime),
            eq(tourRequests.status, 'PENDING'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async isSlotApproved(advertId: number, tourTime: string): Promise<boolean> {
      const rows = await db
        .select({ id: tourRequests.id })
        .from(tourRequests)
        .where(
          and(
            eq(tourRequests.advertId, advertId),
            eq(tourRequests.tourTime, tourTime),
            eq(tourRequests.status, 'APPROVED'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Inserts a PENDING request and counts it on the advert, in one transaction. */
    create(request: {
      advertId: number;
      guestUserId: number;
      ownerUserId: number;
      tourTime: string;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tourRequests)
          .values(request)
          .returning({ id: tourRequests.id });
        await tx
          .update(adverts)
          .set({ tourRequestCount: sql`${adverts.tourRequestCount} + 1` })
          .where(eq(adverts.id, request.advertId));
        return row!.id;
      });
    },
  };
}
