import { asc, count, eq, ne, or, sql, and, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { adverts, advertTypes } from '../../db/schema';
import { containsFolded } from '../../lib/folded-search';

export type AdvertTypeRow = typeof advertTypes.$inferSelect;
export type AdvertTypeNames = Pick<AdvertTypeRow, 'title' | 'titleTr'>;
export type { Tx };

/** The SQL of the back office's advert types; inside a transaction every read goes through `tx`. */
export function createAdvertTypesRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    list(q: string | undefined): Promise<AdvertTypeRow[]> {
      // A handful of rows: a substring match on either folded name needs no index.
      const where: SQL | undefined = q
        ? or(containsFolded(advertTypes.title, q), containsFolded(advertTypes.titleTr, q))
        : undefined;
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

    async insert(tx: Tx, names: AdvertTypeNames): Promise<AdvertTypeRow> {
      const [row] = await tx.insert(advertTypes).values(names).returning();
      return row!;
    },

    async rename(tx: Tx, id: number, names: AdvertTypeNames): Promise<AdvertTypeRow> {
      const [row] = await tx
        .update(advertTypes)
        .set(names)
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
