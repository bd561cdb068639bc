import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { PUBLIC_ADVERT } from '../search';

export type AlertKind = 'INSTANT' | 'DAILY';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DueSearch {
  id: number;
  name: string;
  filters: Record<string, string>;
  email: string;
  first_name: string;
  /** The person's kept language: the alert is written in it (docs/product.md#languages). */
  language: string;
  /** Signed into the unsubscribe link (unsubscribe-token.ts). */
  alert_nonce: number;
}

export interface HitAdvert {
  saved_search_id: number;
  title: string;
  slug: string;
  price: string;
  currency: string;
  place: string;
  image_key: string | null;
  category_title: string;
  category_title_tr: string | null;
  type_title: string;
  type_title_tr: string | null;
}

/** The alert sender's SQL (alert-sender.ts); every read and write but the first runs in its transaction. */
export function createAlertSenderRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** Claims up to `limit` searches of this kind with unsent matches (SKIP LOCKED: each by one process). */
    dueSearches(tx: Tx, kind: AlertKind, now: Date, limit: number) {
      const due =
        kind === 'DAILY'
          ? sql`coalesce(s.last_sent_at, s.created_at) <= ${new Date(now.getTime() - DAY_MS)}`
          : sql`true`;
      return queryRows<DueSearch>(
        tx,
        sql`SELECT s.id, s.name, s.filters, s.alert_nonce, u.email, u.first_name, u.language
            FROM saved_searches s JOIN users u ON u.id = s.user_id
            WHERE s.alert = ${kind} AND ${due}
              AND EXISTS (SELECT 1 FROM saved_search_hits h
                          WHERE h.saved_search_id = s.id AND h.sent_at IS NULL)
            ORDER BY s.id LIMIT ${limit}
            FOR UPDATE OF s SKIP LOCKED`,
      );
    },

    /** Marks the searches' unsent matches sent and answers those still public, newest first. */
    takeHits: (tx: Tx, ids: number[], now: Date) =>
      queryRows<HitAdvert>(
        tx,
        sql`WITH taken AS (
              UPDATE saved_search_hits SET sent_at = ${now}
              WHERE saved_search_id = ANY(${`{${ids.join(',')}}`}::integer[]) AND sent_at IS NULL
              RETURNING saved_search_id, advert_id, created_at)
            SELECT t.saved_search_id, a.title, a.slug, a.price, a.currency,
                   d.name || ', ' || ci.name AS place,
                   c.title AS category_title, c.title_tr AS category_title_tr,
                   ty.title AS type_title, ty.title_tr AS type_title_tr,
                   (SELECT img.storage_key FROM images img
                    WHERE img.advert_id = a.id AND img.featured) AS image_key
            FROM taken t
            JOIN adverts a ON a.id = t.advert_id
            JOIN categories c ON c.id = a.category_id
            JOIN advert_types ty ON ty.id = a.advert_type_id
            JOIN cities ci ON ci.id = a.city_id
            JOIN districts d ON d.id = a.district_id
            WHERE ${PUBLIC_ADVERT}
            ORDER BY t.created_at DESC, a.id DESC`,
      ),

    async markSent(tx: Tx, searchId: number, now: Date) {
      await tx.execute(sql`UPDATE saved_searches SET last_sent_at = ${now} WHERE id = ${searchId}`);
    },
  };
}

export type AlertSenderRepository = ReturnType<typeof createAlertSenderRepository>;
