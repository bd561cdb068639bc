import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { createdAt, id, instant, updatedAt } from './columns';
import { users } from './users';

export const favorites = pgTable(
  'favorites',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    /** The advert's price when it was saved: the favourites page marks a change since. */
    savedPrice: numeric('saved_price', { precision: 14, scale: 2 }),
    /**
     * The price the last price-drop e-mail told (else the saved one): the next e-mail lists the
     * favourite only when the price is below it (docs/product.md#price-watch).
     */
    toldPrice: numeric('told_price', { precision: 14, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_user_advert_uq').on(t.userId, t.advertId),
    index('favorites_advert_idx').on(t.advertId),
  ],
);

/** Statuses: PENDING, APPROVED, DECLINED, CANCELED. */
export const tourRequests = pgTable(
  'tour_requests',
  {
    id: id(),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    guestUserId: integer('guest_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Wall-clock time of the visit at the property, without a zone: "2026-12-01T10:30". */
    tourTime: timestamp('tour_time', { withTimezone: false, mode: 'string' }).notNull(),
    status: text('status').notNull().default('PENDING'),
    /** Set when the day-before reminder went out, so it goes out once. */
    reminderSentAt: instant('reminder_sent_at'),
    /** When the owner was last e-mailed about a change of time: at most one such e-mail an hour. */
    ownerToldAt: instant('owner_told_at'),
    /** Changes made within that hour are told in one e-mail, due at this time. */
    ownerNoticeDueAt: instant('owner_notice_due_at'),
    /** Set when the owner was reminded of a request left unanswered for a day: once. */
    ownerRemindedAt: instant('owner_reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tour_requests_advert_time_idx').on(t.advertId, t.tourTime),
    index('tour_requests_guest_idx').on(t.guestUserId, t.tourTime),
    index('tour_requests_owner_idx').on(t.ownerUserId, t.tourTime),
    // The lists' default order (newest first) for one guest or one owner, without a sort.
    index('tour_requests_guest_id_idx').on(t.guestUserId, t.id),
    index('tour_requests_owner_id_idx').on(t.ownerUserId, t.id),
    index('tour_requests_status_time_idx').on(t.status, t.tourTime),
    // Reports: requests made in a date range, per day and per advert, from the index alone.
    index('tour_requests_created_idx').on(t.createdAt, t.advertId),
    index('tour_requests_notice_due_idx')
      .on(t.ownerNoticeDueAt)
      .where(sql`${t.ownerNoticeDueAt} IS NOT NULL`),
    // The owners' reminder job: the PENDING requests not yet reminded of, oldest first.
    index('tour_requests_unreminded_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'PENDING' AND ${t.ownerRemindedAt} IS NULL`),
    uniqueIndex('tour_requests_one_approved_slot_uq')
      .on(t.advertId, t.tourTime)
      .where(sql`${t.status} = 'APPROVED'`),
    uniqueIndex('tour_requests_one_pending_per_guest_uq')
      .on(t.guestUserId, t.advertId, t.tourTime)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /**
     * The account that sent it while signed in; "my messages" lists only these (an e-mail typed
     * in the form proves nothing). Left when the account goes: staff keep their correspondence.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_email_idx').on(sql`lower(${t.email})`),
    index('contact_messages_user_idx').on(t.userId, t.createdAt),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);

/**
 * Staff answers to contact messages (docs/product.md#contact-messages): each one is e-mailed to the
 * sender and kept here, so a message can be answered more than once and the sender sees every
 * answer.
 */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: id(),
    contactMessageId: integer('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** Kept when the account that answered is deleted: the answer was still sent. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.contactMessageId, t.createdAt)],
);

/**
 * What each user did, for the Users page's activity log. Deleting an advert deletes the entries
 * about it (docs/product.md#adverts), so an entry written after a delete (ADVERT_DELETED) carries
 * no advertId.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Machine-readable kind, e.g. LOGIN, ADVERT_CREATED. */
    action: text('action').notNull(),
    /** The sentence shown to people. */
    log: text('log').notNull(),
    advertId: integer('advert_id').references(() => adverts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_user_idx').on(t.userId, t.createdAt),
    index('activity_logs_advert_idx').on(t.advertId),
  ],
);
