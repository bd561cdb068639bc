import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../../lib/mail-attachment';
import { createdAt, id, instant, updatedAt } from './columns';

/** The site's public details edited on the Web Site page: one row, id 1. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: updatedAt(),
});

/** Every e-mail the product sends, delivered by SMTP when configured and kept for inspection. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the message (a tour's calendar invitation), kept for inspection. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** Extra header fields (a saved-search alert's List-Unsubscribe), passed to the mail library as fields. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * PENDING (waiting for its next attempt), SENDING (claimed by a process until
     * claimed_until), SENT, FAILED (gave up after the last attempt) or LOGGED (no SMTP
     * configured: written to the log instead).
     */
    status: text('status').notNull().default('PENDING'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a PENDING message may be tried (again): retries back off. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** A SENDING claim ends here; a process that died mid-send leaves it to be taken over. */
    claimedUntil: instant('claimed_until'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status IN ('PENDING', 'SENDING')`),
  ],
);

/** Fixed-window counters shared by every API process (failed logins, contact form). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  resetAt: instant('reset_at').notNull(),
  createdAt: createdAt(),
});

/**
 * Growing-delay throttles for password guesses (login, current-password check) and reset mails:
 * one row per account or client address. Always in PostgreSQL, Redis or not: the admission
 * decision is one atomic statement (lib/throttle.ts).
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  /** Attempts let through since the row was last idle for a whole window. */
  attempts: integer('attempts').notNull().default(0),
  /** The next attempt is refused before this instant. */
  nextAt: instant('next_at').notNull(),
  /** After this instant of idleness the count starts again. */
  expiresAt: instant('expires_at').notNull(),
});
