import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedQuery } from '../../db/named-query';

/** Answered first messages the reply time needs before it is shown. */
export const MIN_ANSWERED_THREADS = 3;
/** The reply time looks at threads begun this many days back. */
export const REPLY_WINDOW_DAYS = 90;

export interface AdvertiserRow {
  owner_id: number;
  first_name: string;
  last_name: string;
  phone: string;
  photo_key: string | null;
  member_since: Date | string;
  live_adverts: number;
  answered: number;
  median_reply_seconds: number | null;
}

/**
 * The owner of a public advert with their figures, in one statement: live adverts from the
 * partial index adverts_public_user_idx, and the median first-reply delay of the threads they
 * were asked in over the last 90 days (conversations_owner_replies_idx).
 */
export function createAdvertiserRepository(db: Db) {
  return {
    async ofAdvert(advertId: number, now: Date): Promise<AdvertiserRow | undefined> {
      const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * 86_400_000);
      const [row] = await namedQuery<AdvertiserRow>(
        db,
        'advertiser_of_advert',
        sql`SELECT u.id AS owner_id, u.first_name, u.last_name, u.phone, u.photo_key,
                   u.created_at AS member_since,
                   (SELECT count(*) FROM adverts o JOIN categories oc ON oc.id = o.category_id
                    WHERE o.user_id = u.id AND o.status = 1 AND o.is_active AND oc.is_active
                   )::int AS live_adverts,
                   r.answered::int AS answered, r.median AS median_reply_seconds
            FROM adverts a
            JOIN categories c ON c.id = a.category_id
            JOIN users u ON u.id = a.user_id
            CROSS JOIN LATERAL (
              SELECT count(*) AS answered,
                     percentile_cont(0.5) WITHIN GROUP (ORDER BY first_reply_seconds) AS median
              FROM conversations
              WHERE owner_user_id = u.id AND created_at >= ${since}
                AND first_reply_seconds IS NOT NULL) r
            WHERE a.id = ${advertId} AND advert_is_public(a.status, a.is_active, c.is_active)`,
      );
      return row;
    },

    /** Logs one reveal of an advertiser's phone number. */
    async logReveal(viewerId: number, ownerId: number, advertId: number, now: Date) {
      await db.execute(
        sql`INSERT INTO phone_reveals (viewer_user_id, owner_user_id, advert_id, created_at)
            VALUES (${viewerId}, ${ownerId}, ${advertId}, ${now})`,
      );
    },
  };
}
