import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CategoryAdminQuery } from '@estate/contracts';
import type { Db, Tx } from '../../db/client';
import {
  adverts,
  advertCounts,
  advertTermCounts,
  categories,
  categoryPropertyKeys,
} from '../../db/schema';
import { containsFolded } from '../../lib/folded-search';

export type CategoryRow = typeof categories.$inferSelect;
export type PropertyKeyRow = typeof categoryPropertyKeys.$inferSelect;
export type CategoryFields = Pick<
  CategoryRow,
  'title' | 'titleTr' | 'slug' | 'icon' | 'seq' | 'isActive'
>;
export type { Tx };

const SORT = { title: categories.title, seq: categories.seq, id: categories.id } as const;

/**
 * The SQL of the back office's categories. Writes take a transaction: the embedded database runs
 * one statement at a time, so every read inside one goes through `tx`.
 */
export function createCategoriesRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async page(query: CategoryAdminQuery) {
      // Category titles are few: a substring match on either folded name needs no index.
      const where: SQL | undefined = query.q
        ? or(containsFolded(categories.title, query.q), containsFolded(categories.titleTr, query.q))
        : undefined;
      const order = query.type === 'ASC' ? asc : desc;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(categories)
          .where(where)
          .orderBy(order(SORT[query.sort]), asc(categories.title), asc(categories.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: count() }).from(categories).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    async keysOf(categoryIds: number[], tx: Tx | Db = db): Promise<PropertyKeyRow[]> {
      if (categoryIds.length === 0) return [];
      return tx
        .select()
        .from(categoryPropertyKeys)
        .where(inArray(categoryPropertyKeys.categoryId, categoryIds))
        .orderBy(asc(categoryPropertyKeys.seq), asc(categoryPropertyKeys.id));
    },

    /** The category row, locked until the transaction ends. */
    async lock(tx: Tx, id: number): Promise<CategoryRow | undefined> {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      return row;
    },

    /** Which of title (any case) and slug another category already uses. */
    async taken(tx: Tx, fields: Pick<CategoryFields, 'title' | 'slug'>, exceptId = 0) {
      // lower() on both sides, as the unique index compares titles.
      const sameTitle = sql<boolean>`lower(${categories.title}) = lower(${fields.title})`;
      const sameSlug = sql<boolean>`${categories.slug} = ${fields.slug}`;
      const rows = await tx
        .select({ title: sameTitle, slug: sameSlug })
        .from(categories)
        .where(and(ne(categories.id, exceptId), sql`(${sameTitle} OR ${sameSlug})`));
      return { title: rows.some((r) => r.title), slug: rows.some((r) => r.slug) };
    },

    async insert(tx: Tx, fields: CategoryFields): Promise<CategoryRow> {
      const [row] = await tx.insert(categories).values(fields).returning();
      return row!;
    },

    async update(tx: Tx, id: number, fields: CategoryFields): Promise<CategoryRow> {
      const [row] = await tx
        .update(categories)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning();
      return row!;
    },

    async advertCount(tx: Tx | Db, categoryId: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(adverts)
        .where(eq(adverts.categoryId, categoryId));
      return row?.n ?? 0;
    },

    /** Deletes the category with its keys; the search's zeroed count rows for it go too. */
    async delete(tx: Tx, id: number): Promise<void> {
      await tx
        .delete(advertCounts)
        .where(and(eq(advertCounts.categoryId, id), eq(advertCounts.n, 0)));
      await tx
        .delete(advertTermCounts)
        .where(and(eq(advertTermCounts.categoryId, id), eq(advertTermCounts.n, 0)));
      await tx.delete(categories).where(eq(categories.id, id));
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
