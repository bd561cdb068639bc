import { asc, count, eq, ne, sql, and, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { adverts, advertTypes } from '../../db/schema';
import { containsFolded } from '../../lib/folded-search';

export type AdvertTypeRow = typeof advertTypes.$inferSelect;
export type { Tx };

/** The SQL of the back office's advert types; inside a transaction every read goes through `tx`. */
export function createAdvertTypesRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    list(q: string | undefined): Promise<AdvertTypeRow[]> {
      // A handful of rows: a substring match on the folded title needs no index.
      const where: SQL | undefined = q ? containsFolded(advertTypes.title, q) : undefined;
      return db.select().from(advertTypes).where(where).orderBy(asc(advertTypes.title));
    },

    async lock(tx: Tx, id: number): Promise<AdvertTypeRow | undefined> {
      const [row] = await tx.select().from(advertTypes).where(eq(advertTypes.id, id)).for('update');
      return row;
    },

    /** Whether another type has this title in any case (lower() as the unique index has it). */
    async titleTaken(tx: Tx, title: string, exceptId = 0): Promise<boolean> {
      const [row] = await tx
        .select({ id: advertTypes.id })
        .from(advertTypes)
        .where(
          and(ne(advertTypes.id, exceptId), sql`lower(${advertTypes.title}) = lower(${title})`),
        )
        .limit(1);
      return !!row;
    },

    async insert(tx: Tx, title: string): Promise<AdvertTypeRow> {
      const [row] = await tx.insert(advertTypes).values({ title }).returning();
      return row!;
    },

    async rename(tx: Tx, id: number, title: string): Promise<AdvertTypeRow> {
      const [row] = await tx
        .update(advertTypes)
        .set({ title })
        .where(eq(advertTypes.id, id))
        .returning();
      return row!;
    },

    async advertCount(tx: Tx | Db, id: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(adverts)
        .where(eq(adverts.advertTypeId, id));
      return row?.n ?? 0;
    },

    delete: (tx: Tx, id: number) => tx.delete(advertTypes).where(eq(advertTypes.id, id)),
  };
}
