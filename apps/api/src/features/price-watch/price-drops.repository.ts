import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** At most one price-drop e-mail a day per person (docs/product.md#price-watch). */
export const PRICE_DROP_MAIL_GAP = '1 day';

export interface ClaimedUser {
  id: number;
  email: string;
  first_name: string;
  /** The e-mail is written in the person's kept language (docs/product.md#languages). */
  language: string;
  /** Signed into the e-mail's unsubscribe link. */
  price_drops_nonce: number;
}

export interface PriceDropRow {
  favorite_id: number;
  advert_id: number;
  title: string;
  slug: string;
  told_price: string;
  price: string;
  currency: string;
  image_key: string | null;
  /** Both names, for the recipient's language (docs/product.md#the-sites-own-words). */
  category_title: string;
  category_title_tr: string | null;
  type_title: string;
  type_title_tr: string | null;
}

/** A favourite whose public advert is now cheaper than the price last told (or saved). */
const DROPPED = sql`a.price < f.told_price
  AND advert_is_public(a.status, a.is_active, c.is_active)`;

export function createPriceDropsRepository(db: Db) {
  return {
    /**
     * Claims the people due a price-drop e-mail: opted in, confirmed, none sent within a day, and
     * a favourite cheaper than last told. One UPDATE stamps them, so among several processes
     * running it at once each person is claimed by one only (the others re-check the stamp).
     */
    claimDue: (now: Date) =>
      queryRows<ClaimedUser>(
        db,
        sql`UPDATE users u SET price_drops_sent_at = ${now.toISOString()}::timestamptz
            WHERE u.price_drop_emails AND u.confirmed_at IS NOT NULL
              AND (u.price_drops_sent_at IS NULL
                   OR u.price_drops_sent_at <= ${now.toISOString()}::timestamptz
                                                - ${PRICE_DROP_MAIL_GAP}::interval)
              AND u.id IN (SELECT f.user_id FROM favorites f
                           JOIN adverts a ON a.id = f.advert_id
                           JOIN categories c ON c.id = a.category_id
                           WHERE ${DROPPED})
            RETURNING u.id, u.email, u.first_name, u.language, u.price_drops_nonce`,
      ),

    /**
     * The person's favourites cheaper than last told, each then remembered at its new price so
     * the next e-mail tells only a further drop; in one statement, so nothing is told twice.
     */
    takeDrops: (userId: number) =>
      queryRows<PriceDropRow>(
        db,
        sql`WITH dropped AS (
              SELECT f.id, f.told_price, a.price
              FROM favorites f
              JOIN adverts a ON a.id = f.advert_id
              JOIN categories c ON c.id = a.category_id
              WHERE f.user_id = ${userId} AND ${DROPPED}
              FOR UPDATE OF f)
            UPDATE favorites f SET told_price = d.price
            FROM dropped d, adverts a, categories c, advert_types ty
            WHERE f.id = d.id AND a.id = f.advert_id
              AND c.id = a.category_id AND ty.id = a.advert_type_id
            RETURNING f.id AS favorite_id, a.id AS advert_id, a.title, a.slug,
                      d.told_price, a.price, a.currency,
                      c.title AS category_title, c.title_tr AS category_title_tr,
                      ty.title AS type_title, ty.title_tr AS type_title_tr,
                      (SELECT img.storage_key FROM images img
                       WHERE img.advert_id = a.id AND img.featured) AS image_key`,
      ),

    /** Whether the person's price-drop e-mails are on, and the nonce their links carry. */
    async switchOf(userId: number) {
      const [row] = await queryRows<{ id: number; on: boolean; nonce: number }>(
        db,
        sql`SELECT id, price_drop_emails AS "on", price_drops_nonce AS nonce
            FROM users WHERE id = ${userId}`,
      );
      return row;
    },

    /** Switches them off while the nonce is the link's; false when nothing was switched off. */
    async switchOff(userId: number, nonce: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE users SET price_drop_emails = false
            WHERE id = ${userId} AND price_drops_nonce = ${nonce} AND price_drop_emails
            RETURNING id`,
      );
      return rows.length > 0;
    },
  };
}
