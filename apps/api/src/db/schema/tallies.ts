import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Exact counts that pages show on every view and that cost a scan of 100,000 users or 200,000
 * tour requests to work out: users per role (`users:CUSTOMER`, subject_id 0), every tour request
 * (`tour_requests`, 0) and each person's as owner and as guest (`tour_requests:owner` and
 * `tour_requests:guest`, their user id). Kept by triggers in the transaction of the write they
 * count (migration 0018, docs/decisions/0030-tallies.md); a missing row means zero.
 */
export const tallies = pgTable(
  'tallies',
  {
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull().default(0),
    count: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'tallies_pk', columns: [t.subject, t.subjectId] })],
);
