import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Role, UserAdminQuery } from '@estate/contracts';
import type { Db } from '../../db/client';
import { activityLogs, adverts, conversations, users } from '../../db/schema';
import { readTally } from '../../lib/tallies';
import { foldText } from '../../lib/text';
import { prefixQuery, searchWords } from '../../lib/search-words';
import type { RemovalSummary } from './goodbye-mail';
import type { UserRow } from './users.repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SORT_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  createAt: users.createdAt,
} as const;

/** A phone number as people type it: digits with spaces, dashes, dots, brackets or a +. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

/**
 * The Users page's search: every word typed must begin a word of the person's name, e-mail (cut
 * at @ and dots) or phone, as in the advert search. A phone typed with spaces or dashes is one
 * number ("+90 555 001" finds +905550012345). Only punctuation matches nobody.
 */
function matchingPeople(q: string): SQL {
  const words = PHONE_LIKE.test(q) ? [q.replace(/\D/g, '')].filter(Boolean) : searchWords(q);
  if (!words.length) return sql`FALSE`;
  return sql`${users.searchVector} @@ ${prefixQuery(words)}::tsquery`;
}

/** The back office's reads and writes of accounts (the Users page). */
export function createUsersAdminRepository(db: Db) {
  return {
    /** A page of accounts, `q` matching the beginnings of name, e-mail or phone words. */
    async page(query: UserAdminQuery): Promise<{ rows: UserRow[]; total: number }> {
      const where: SQL | undefined = query.q ? matchingPeople(query.q) : undefined;
      const order = query.type === 'ASC' ? asc : desc;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(order(SORT_COLUMNS[query.sort]), order(users.id))
          .limit(query.size)
          .offset(query.page * query.size),
        // Every account: the trigger-kept count, not a scan of 100,000 rows per page.
        where
          ? db
              .select({ n: count() })
              .from(users)
              .where(where)
              .then(([counted]) => Number(counted?.n ?? 0))
          : readTally(db, 'users'),
      ]);
      return { rows, total };
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /**
     * The administrators' rows locked until the transaction ends, then the target's: two
     * demotions or deletions at once are taken one after the other, so the last admin stays.
     */
    async lockForChange(tx: Tx, userId: number) {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'ADMIN'))
        .orderBy(users.id)
        .for('update');
      const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      return { adminCount: admins.length, target };
    },

    /** New profile fields and role; a role change ends the user's sessions (token version). */
    async update(
      tx: Tx,
      current: UserRow,
      fields: Pick<UserRow, 'firstName' | 'lastName' | 'phone'> & { role: Role },
    ): Promise<UserRow> {
      const roleChanged = fields.role !== current.role;
      const [row] = await tx
        .update(users)
        .set({
          ...fields,
          searchText: foldText(
            `${fields.firstName} ${fields.lastName} ${current.email} ${fields.phone}`,
          ),
          tokenVersion: roleChanged ? sql`${users.tokenVersion} + 1` : current.tokenVersion,
          updatedAt: new Date(),
        })
        .where(eq(users.id, current.id))
        .returning();
      return row!;
    },

    /**
     * Deletes the account; its adverts, favourites, tour requests, saved searches and logs go
     * with it (foreign keys). Its threads stay for the other side, the person's side set to null
     * (docs/product.md#deleting-an-account); a thread whose other side is gone already has
     * nobody left and goes.
     */
    /** What a removal will take of the person's, read in its transaction before it does. */
    async removalSummary(tx: Tx, userId: number): Promise<RemovalSummary> {
      const result = (await tx.execute(
        sql`SELECT (SELECT count(*)::int FROM adverts WHERE user_id = ${userId}) AS "adverts",
                   (SELECT count(*)::int FROM favorites WHERE user_id = ${userId}) AS "favourites",
                   (SELECT count(*)::int FROM saved_searches WHERE user_id = ${userId}) AS "savedSearches",
                   (SELECT count(*)::int FROM tour_requests WHERE guest_user_id = ${userId}) AS "tourRequests"`,
      )) as unknown as { rows: RemovalSummary[] };
      const [row] = result.rows;
      return row!;
    },

    async delete(tx: Tx, userId: number): Promise<number[]> {
      const owned = await tx
        .select({ id: adverts.id })
        .from(adverts)
        .where(eq(adverts.userId, userId));
      await tx
        .delete(conversations)
        .where(
          or(
            and(eq(conversations.ownerUserId, userId), isNull(conversations.guestUserId)),
            and(eq(conversations.guestUserId, userId), isNull(conversations.ownerUserId)),
          ),
        );
      await tx.delete(users).where(eq(users.id, userId));
      return owned.map((advert) => advert.id);
    },

    /** The user's activity log, newest first (the page shows it 3 at a time). */
    logs: (userId: number, limit: number) =>
      db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.userId, userId)))
        .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
        .limit(limit),
  };
}

export type UsersAdminRepository = ReturnType<typeof createUsersAdminRepository>;
