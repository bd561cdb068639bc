import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import { isPublicColumn, lastPublicColumn, type LastPublicJson } from '../../lib/last-public';

/** One thread as the caller sees it, with the other side's name. */
export interface ThreadRow {
  id: number;
  advert_id: number | null;
  advert_title: string;
  advert_slug: string;
  /** Null once that person deleted their account. */
  owner_user_id: number | null;
  guest_user_id: number | null;
  last_message_at: Date;
  last_message_text: string;
  last_sender_id: number;
  owner_unread: number;
  guest_unread: number;
  /** Null when the other person deleted their account. */
  other_id: number | null;
  other_first_name: string | null;
  other_last_name: string | null;
  /** Whether the advert is public now (null once deleted); if not, see `last_public`. */
  is_public: boolean | null;
  last_public: LastPublicJson | string | null;
}

export interface MessageRow {
  id: number;
  sender_id: number;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

/** At most this many of a thread's latest messages are answered (docs/product.md#conversations). */
export const THREAD_MESSAGES = 200;

/** Each read is a named statement: planned once per connection (db/named-query.ts). */
const rows = <T>(db: Db, name: string, query: ReturnType<typeof sql>) =>
  namedQuery<T>(db, name, query);

/** A thread's columns over alias `c` and the other side's name (alias `u`). */
const THREAD_COLUMNS = sql`
  c.id, c.advert_id, c.advert_title, c.advert_slug, c.owner_user_id, c.guest_user_id,
  c.last_message_at, c.last_message_text, c.last_sender_id, c.owner_unread, c.guest_unread,
  u.id AS other_id, u.first_name AS other_first_name, u.last_name AS other_last_name,
  ${isPublicColumn(sql`c.advert_id`)}, ${lastPublicColumn(sql`c.advert_id`)}`;
/** The other person, if they still have an account (a LEFT JOIN: a deleted one is null). */
const otherSide = (userId: number) =>
  sql`LEFT JOIN users u ON u.id = CASE WHEN c.owner_user_id = ${userId} THEN c.guest_user_id ELSE c.owner_user_id END`;

export function createConversationsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /**
     * One page of the caller's threads, latest first: each side's list is read through its own
     * index (participant, last_message_at DESC, id DESC), enough rows of each for the page.
     */
    async page(userId: number, page: number, size: number) {
      const upTo = (page + 1) * size;
      const list = await rows<ThreadRow>(
        db,
        'conversations_page',
        // Each side's index alone finds the page (index-only: id and time); only the page's
        // 20 threads are then read with their people, so a deep page costs little more.
        sql`SELECT ${THREAD_COLUMNS} FROM (
              SELECT id FROM (
                (SELECT id, last_message_at FROM conversations WHERE owner_user_id = ${userId}
                 ORDER BY last_message_at DESC, id DESC LIMIT ${upTo})
                UNION ALL
                (SELECT id, last_message_at FROM conversations WHERE guest_user_id = ${userId}
                 ORDER BY last_message_at DESC, id DESC LIMIT ${upTo})) both_sides
              ORDER BY last_message_at DESC, id DESC
              LIMIT ${size} OFFSET ${page * size}) p
            JOIN conversations c ON c.id = p.id
            ${otherSide(userId)}
            ORDER BY c.last_message_at DESC, c.id DESC`,
      );
      const [counted] = await rows<{ total: number }>(
        db,
        'conversations_total',
        sql`SELECT (SELECT count(*) FROM conversations WHERE owner_user_id = ${userId})
                 + (SELECT count(*) FROM conversations WHERE guest_user_id = ${userId}) AS total`,
      );
      return { list, total: Number(counted!.total) };
    },

    /** The menu's badge: unread messages over all the caller's threads. */
    async unread(userId: number): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        'conversations_unread',
        sql`SELECT coalesce((SELECT sum(owner_unread) FROM conversations
                             WHERE owner_user_id = ${userId} AND owner_unread > 0), 0)
                 + coalesce((SELECT sum(guest_unread) FROM conversations
                             WHERE guest_user_id = ${userId} AND guest_unread > 0), 0) AS n`,
      );
      return Number(row!.n);
    },

    /** The thread, if the caller is one of its two people; anyone else gets nothing. */
    async thread(userId: number, id: number): Promise<ThreadRow | undefined> {
      const [row] = await rows<ThreadRow>(
        db,
        'conversations_thread',
        sql`SELECT ${THREAD_COLUMNS} FROM conversations c ${otherSide(userId)}
            WHERE c.id = ${id} AND (c.owner_user_id = ${userId} OR c.guest_user_id = ${userId})`,
      );
      return row;
    },

    /** The guest's thread about an advert, if there is one already. */
    async threadOf(advertId: number, guestId: number): Promise<number | undefined> {
      const [row] = await rows<{ id: number }>(
        db,
        'conversations_thread_of',
        sql`SELECT id FROM conversations WHERE advert_id = ${advertId} AND guest_user_id = ${guestId}`,
      );
      return row?.id;
    },

    /** The thread's latest messages, oldest first. */
    messages: (id: number) =>
      rows<MessageRow>(
        db,
        'conversations_messages',
        sql`SELECT * FROM (
              SELECT id, sender_id, body, created_at, read_at FROM conversation_messages
              WHERE conversation_id = ${id} ORDER BY id DESC LIMIT ${THREAD_MESSAGES}) m
            ORDER BY id`,
      ),

    /** Marks the other side's messages read; writes only when something was unread. */
    async markRead(thread: ThreadRow, userId: number, now: Date): Promise<void> {
      const asOwner = thread.owner_user_id === userId;
      const unread = asOwner ? thread.owner_unread : thread.guest_unread;
      if (unread === 0) return;
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE conversation_messages SET read_at = ${now}
              WHERE conversation_id = ${thread.id} AND sender_id <> ${userId} AND read_at IS NULL`,
        );
        await tx.execute(
          asOwner
            ? sql`UPDATE conversations SET owner_unread = 0 WHERE id = ${thread.id}`
            : sql`UPDATE conversations SET guest_unread = 0 WHERE id = ${thread.id}`,
        );
      });
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
