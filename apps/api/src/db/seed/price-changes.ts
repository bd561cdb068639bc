import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A few public adverts were reduced lately (docs/product.md#price-watch): every seventh one by
 * 5 %, so the demo shows "Reduced" cards, a price history and favourites cheaper than saved. The
 * trigger writes each change; its time is then set to a day within the last three weeks.
 */
export async function seedPriceChanges(db: Db, now: Date): Promise<{ priceChanges: number }> {
  const changed = await queryRows<{ id: number }>(
    db,
    sql`UPDATE adverts SET price = round(price * 0.95, -2)
        WHERE status = 1 AND id % 7 = 0 AND price >= 1000
        RETURNING id`,
  );
  if (changed.length > 0)
    await db.execute(sql`UPDATE advert_price_changes
      SET changed_at = ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz
                       - (advert_id % 20) * interval '1 day'`);
  return { priceChanges: changed.length };
}
