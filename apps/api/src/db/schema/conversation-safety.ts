import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { conversations } from './conversations';
import { users } from './users';

/**
 * A member who blocks another (docs/product.md#conversations): neither writes to the other while
 * the row lasts, in any thread; unblocking deletes it.
 */
export const conversationBlocks = pgTable(
  'conversation_blocks',
  {
    blockerUserId: integer('blocker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: integer('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'conversation_blocks_pk', columns: [t.blockerUserId, t.blockedUserId] }),
    index('conversation_blocks_blocked_idx').on(t.blockedUserId),
  ],
);

/**
 * A member's report of a thread to staff, one per thread and reporter, and the staff's decision
 * (docs/product.md#conversation-reports). The decider's name is kept with it, so the record
 * outlives their account.
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterUserId: integer('reporter_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The other person of the thread when it was reported. */
    reportedUserId: integer('reported_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** SPAM, SCAM, ABUSE or OTHER. */
    reason: text('reason').notNull(),
    details: text('details'),
    createdAt: createdAt(),
    /** DISMISS or SUSPEND; null while the report waits. */
    decision: text('decision'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedByName: text('decided_by_name'),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    uniqueIndex('conversation_reports_thread_reporter_uq').on(t.conversationId, t.reporterUserId),
    index('conversation_reports_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`decided_at IS NULL`),
    index('conversation_reports_decided_idx')
      .on(sql`${t.decidedAt} DESC`, sql`${t.id} DESC`)
      .where(sql`decided_at IS NOT NULL`),
  ],
);

/**
 * An account staff suspended: it cannot log in, and its sessions ended when the row was made
 * (docs/product.md#conversation-reports).
 */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  suspendedAt: instant('suspended_at').notNull().defaultNow(),
  suspendedByUserId: integer('suspended_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  reportId: integer('report_id').references(() => conversationReports.id, {
    onDelete: 'set null',
  }),
});

/**
 * The new-message e-mails a person got in the current hour, counted from the first of them
 * (docs/product.md#conversations): past MESSAGE_MAILS_PER_HOUR, messages wait unread unmailed.
 */
export const messageMailAllowances = pgTable('message_mail_allowances', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStart: instant('window_start').notNull(),
  sent: integer('sent').notNull(),
});
