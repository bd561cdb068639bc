import { eq, sql } from 'drizzle-orm';
import type { Language } from '@estate/contracts';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { createUserAccessRepository } from './user-access.repository';
import { createUserCodesRepository } from './user-codes.repository';
import { createUserEmailRepository } from './user-email.repository';
import { createUserPhotoRepository } from './user-photo.repository';
import { searchTextOf } from './user-search-text';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'searchText'>;

export function createUsersRepository(db: Db) {
  const codes = createUserCodesRepository(db);
  // Read on every signed-in request (the session check): planned once per pooled connection.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');
  const markChange = db
    .update(users)
    .set({ lastChangeAt: sql`now()` })
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_mark_change');
  return {
    /** One transaction for several writes; each write takes its `tx`. */
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    /** Stamps a successful write request of the user's (`lastChangeAt`). */
    async noteChange(id: number): Promise<void> {
      await markChange.execute({ id });
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async insert(user: NewUser, tx: Db = db): Promise<UserRow> {
      const [row] = await tx
        .insert(users)
        .values({ ...user, searchText: searchTextOf(user) })
        .returning();
      return row!;
    },

    async updateProfile(
      id: number,
      profile: Pick<UserRow, 'firstName' | 'lastName' | 'phone'> &
        Partial<Pick<UserRow, 'priceDropEmails'>>,
    ): Promise<UserRow | undefined> {
      const current = await this.findById(id);
      if (!current) return undefined;
      const [row] = await db
        .update(users)
        .set({
          ...profile,
          searchText: searchTextOf({ ...current, ...profile }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** The language the person reads the site and their e-mails in (docs/product.md#languages). */
    async setLanguage(id: number, language: Language): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ language, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async markConfirmed(id: number, tx: Db = db): Promise<void> {
      await tx
        .update(users)
        .set({ confirmedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    ...codes,
    ...createUserAccessRepository(db, codes),
    ...createUserEmailRepository(db),
    ...createUserPhotoRepository(db),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
