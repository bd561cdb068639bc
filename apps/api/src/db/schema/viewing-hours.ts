import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { adverts } from './adverts';

/**
 * When an advert may be visited (docs/product.md#viewing-hours). No row: the default, every day
 * 09:00–19:00 with no blocked date. Times are minutes after midnight, property time, on a half hour.
 */
export const advertViewingHours = pgTable(
  'advert_viewing_hours',
  {
    advertId: integer('advert_id')
      .primaryKey()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    /** Weekdays open, a bit each: 1 Monday, 2 Tuesday … 64 Sunday. */
    days: smallint('days').notNull(),
    opensMinute: smallint('opens_minute').notNull(),
    closesMinute: smallint('closes_minute').notNull(),
    /** Dates with no visits (holidays, works), property time. */
    blockedDates: date('blocked_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    check(
      'advert_viewing_hours_ck',
      sql`${t.days} BETWEEN 0 AND 127 AND ${t.opensMinute} % 30 = 0 AND ${t.closesMinute} % 30 = 0
          AND ${t.opensMinute} >= 0 AND ${t.opensMinute} < ${t.closesMinute} AND ${t.closesMinute} <= 1440`,
    ),
  ],
);
