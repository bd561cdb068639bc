import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { createdAt, id, instant, updatedAt } from './columns';
import { users } from './users';

/**
 * A member's saved search of /properties (docs/product.md#saved-searches): the search's filters
 * as the GET /adverts query parameters (paging and sorting left out), and how they are told
 * of new matches: INSTANT, DAILY or NONE.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    alert: text('alert').notNull().default('NONE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When its last alert e-mail was written: a daily digest waits a day after it. */
    lastSentAt: instant('last_sent_at'),
    /**
     * Signed into its unsubscribe links; turning the alert on again changes it (trigger
     * saved_searches_alert_renew), so an older e-mail's link no longer turns it off.
     */
    alertNonce: integer('alert_nonce').notNull().default(0),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    index('saved_searches_alert_idx')
      .on(t.alert, t.id)
      .where(sql`alert <> 'NONE'`),
  ],
);

/**
 * Adverts that became public (approved, switched on by their owner, their category switched on),
 * written by triggers and taken by the alert matcher: a queue, emptied as it is read.
 */
export const advertArrivals = pgTable('advert_arrivals', {
  id: id(),
  advertId: integer('advert_id')
    .notNull()
    .references(() => adverts.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Each advert a saved search matched, once (its key): an advert is never told twice for one
 * search. `sent_at` is set in the transaction that writes the alert e-mail to the outbox.
 */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.advertId] }),
    index('saved_search_hits_unsent_idx')
      .on(t.savedSearchId)
      .where(sql`sent_at IS NULL`),
    index('saved_search_hits_advert_idx').on(t.advertId),
  ],
);
