import { index, integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { id, instant } from './columns';

/**
 * Every change of an advert's live price (docs/product.md#price-watch), written by the trigger
 * db/sql/triggers/adverts_price_history.sql, so no writer can forget it. The advert page reads
 * its history and the lists the last change through the (advert, time) index.
 */
export const advertPriceChanges = pgTable(
  'advert_price_changes',
  {
    id: id(),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    oldPrice: numeric('old_price', { precision: 14, scale: 2 }).notNull(),
    newPrice: numeric('new_price', { precision: 14, scale: 2 }).notNull(),
    changedAt: instant('changed_at').notNull().defaultNow(),
  },
  (t) => [index('advert_price_changes_advert_idx').on(t.advertId, t.changedAt, t.id)],
);
