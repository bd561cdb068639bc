import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessageReplies, contactMessages, users } from '../../db/schema';
import { containsFolded } from '../../lib/folded-search';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export interface ReplyRow {
  id: number;
  contactMessageId: number;
  message: string;
  createdAt: Date;
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
}

export interface MessageFilter {
  q?: string | undefined;
  read?: boolean | undefined;
  /** Only the messages this account sent while signed in. */
  senderId?: number | undefined;
}

function whereOf(filter: MessageFilter): SQL | undefined {
  const m = contactMessages;
  return and(
    filter.q
      ? containsFolded(
          sql`concat_ws(' ', ${m.firstName}, ${m.lastName}, ${m.email}, ${m.message})`,
          filter.q,
        )
      : undefined,
    filter.read === undefined ? undefined : eq(m.isRead, filter.read),
    filter.senderId === undefined ? undefined : eq(m.userId, filter.senderId),
  );
}

/** The SQL of the Contact Messages page; the public form's insert lives in features/contact. */
export function createContactMessagesRepository(db: Db) {
  return {
    async page(filter: MessageFilter, paging: { page: number; size: number }) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(paging.size)
          .offset(paging.page * paging.size),
        db.select({ n: count() }).from(contactMessages).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async repliesOf(messageIds: number[]): Promise<ReplyRow[]> {
      if (messageIds.length === 0) return [];
      const r = contactMessageReplies;
      return db
        .select({
          id: r.id,
          contactMessageId: r.contactMessageId,
          message: r.message,
          createdAt: r.createdAt,
          userId: r.userId,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(r)
        .leftJoin(users, eq(users.id, r.userId))
        .where(inArray(r.contactMessageId, messageIds))
        .orderBy(asc(r.createdAt), asc(r.id));
    },

    async find(id: number): Promise<ContactMessageRow | undefined> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row;
    },

    async setRead(id: number, read: boolean): Promise<ContactMessageRow | undefined> {
      const [row] = await db
        .update(contactMessages)
        .set({ isRead: read })
        .where(eq(contactMessages.id, id))
        .returning();
      return row;
    },

    /** The answer is kept and the message counts as read, together or not at all. */
    addReply(messageId: number, userId: number, message: string) {
      return db.transaction(async (tx) => {
        await tx
          .update(contactMessages)
          .set({ isRead: true })
          .where(eq(contactMessages.id, messageId));
        const [row] = await tx
          .insert(contactMessageReplies)
          .values({ contactMessageId: messageId, userId, message })
          .returning();
        return row!;
      });
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },

    async unreadCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(eq(contactMessages.isRead, false));
      return row?.n ?? 0;
    },
  };
}
