import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { adverts } from './adverts';

/**
 * Per advert and UTC day: views counted, favourites added (and still kept) and tour requests
 * received. Kept by triggers on advert_views, favorites and tour_requests (migration 0013), so
 * every writer keeps it in its own transaction; the view de-duplication rows it follows are
 * pruned after two hours (docs/decisions/0017-advert-performance.md).
 */
export const advertDailyStats = pgTable(
  'advert_daily_stats',
  {
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    tourRequests: integer('tour_requests').notNull().default(0),
  },
  // The key is also the index of a performance read: one advert, a range of days.
  (t) => [primaryKey({ name: 'advert_daily_stats_pk', columns: [t.advertId, t.day] })],
);
