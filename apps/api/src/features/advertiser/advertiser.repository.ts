import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import { replyWindowStart } from '../../lib/reply-time';

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
  /** The open agency the advert is posted for, or nulls (docs/product.md#agency-adverts). */
  agency_slug: string | null;
  agency_name: string | null;
  agency_logo_key: string | null;
  agency_status: string | null;
}

/**
 * The owner of a public advert with their figures, in one statement: live adverts from the
 * partial index adverts_public_user_idx, and the median first-reply delay of the threads they
 * were asked in over the last 90 days (conversations_owner_replies_idx); for an agency's advert,
 * the agency too.
 */
export function createAdvertiserRepository(db: Db) {
  return {
    async ofAdvert(advertId: number, now: Date): Promise<AdvertiserRow | undefined> {
      const since = replyWindowStart(now);
      const [row] = await namedQuery<AdvertiserRow>(
        db,
        'advertiser_of_advert',
        sql`SELECT u.id AS owner_id, u.first_name, u.last_name, u.phone, u.photo_key,
                   u.created_at AS member_since,
                   (SELECT count(*) FROM adverts o JOIN categories oc ON oc.id = o.category_id
                    WHERE o.user_id = u.id AND o.status = 1 AND o.is_active AND oc.is_active
                   )::int AS live_adverts,
                   r.answered::int AS answered, r.median AS median_reply_seconds,
                   g.slug AS agency_slug, g.name AS agency_name, g.logo_key AS agency_logo_key,
                   g.status AS agency_status
            FROM adverts a
            JOIN categories c ON c.id = a.category_id
            JOIN users u ON u.id = a.user_id
            LEFT JOIN agencies g ON g.id = a.agency_id AND g.closed_at IS NULL
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
