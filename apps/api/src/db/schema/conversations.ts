import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { createdAt, id, instant } from './columns';
import { users } from './users';

/**
 * A private thread between a person (the guest) and an advert's owner about that advert
 * (docs/product.md#conversations, docs/decisions/0040-conversations.md). The advert is a soft
 * reference: deleting it sets `advert_id` to null and the kept title says what it was about.
 * Each side's unread count and last e-mail time live on the row, so the list is one index scan.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    advertId: integer('advert_id').references(() => adverts.id, { onDelete: 'set null' }),
    advertTitle: text('advert_title').notNull(),
    advertSlug: text('advert_slug').notNull(),
    /**
     * The two people; null once that person deleted their account: the other keeps the thread,
     * shown with "Deleted user", and can no longer reply (docs/product.md#deleting-an-account).
     */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    guestUserId: integer('guest_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
    lastMessageText: text('last_message_text').notNull(),
    lastSenderId: integer('last_sender_id').notNull(),
    ownerUnread: integer('owner_unread').notNull().default(0),
    guestUnread: integer('guest_unread').notNull().default(0),
    /** When each side was last e-mailed about this thread: at most one e-mail per 15 minutes. */
    ownerMailedAt: instant('owner_mailed_at'),
    guestMailedAt: instant('guest_mailed_at'),
    /** Seconds from the guest's first message to the owner's first answer (the reply time). */
    firstReplySeconds: integer('first_reply_seconds'),
  },
  (t) => [
    // One thread per person and advert; a removed advert's threads (null) never collide.
    uniqueIndex('conversations_advert_guest_uq').on(t.advertId, t.guestUserId),
    // Each side's list, newest first (the id breaks ties), and its unread badge.
    index('conversations_owner_list_idx').on(
      t.ownerUserId,
      sql`${t.lastMessageAt} DESC`,
      sql`${t.id} DESC`,
    ),
    index('conversations_guest_list_idx').on(
      t.guestUserId,
      sql`${t.lastMessageAt} DESC`,
      sql`${t.id} DESC`,
    ),
    index('conversations_owner_unread_idx')
      .on(t.ownerUserId)
      .where(sql`owner_unread > 0`),
    index('conversations_guest_unread_idx')
      .on(t.guestUserId)
      .where(sql`guest_unread > 0`),
    // The advertiser card's reply time: answered threads of one owner by when they began.
    index('conversations_owner_replies_idx')
      .on(t.ownerUserId, t.createdAt)
      .where(sql`first_reply_seconds IS NOT NULL`),
  ],
);

/**
 * The messages of a thread, oldest first by id. `sender_id` is no foreign key: a deleted person's
 * messages stay for the other side.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [index('conversation_messages_thread_idx').on(t.conversationId, t.id)],
);

/** Each time a signed-in person revealed an advertiser's phone number (limited per day). */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: id(),
    viewerUserId: integer('viewer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertId: integer('advert_id').references(() => adverts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_reveals_viewer_idx').on(t.viewerUserId, t.createdAt),
    index('phone_reveals_owner_idx').on(t.ownerUserId, t.createdAt),
  ],
);
