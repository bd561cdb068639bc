import type { Category, CategoryAdminQuery, CategoryForm, Page } from '@estate/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { removeUnlessUsed } from '../../lib/remove-unless-used';
import { toPage } from '../../lib/paging';
import { toCategory } from '../../lib/property-key';
import { CATEGORY_MESSAGES as M } from './categories.messages';
import {
  createCategoriesRepository,
  type CategoryFields,
  type CategoryRow,
  type PropertyKeyRow,
  type Tx,
} from './categories.repository';
import { syncPropertyKeys } from './property-keys.repository';

const fieldsOf = ({ title, titleTr, slug, icon, seq, isActive }: CategoryForm): CategoryFields => ({
  title,
  titleTr: titleTr ?? null,
  slug,
  icon,
  seq,
  isActive,
});

/** Categories of the back office (docs/product.md#categories); every write is one transaction. */
export function createCategoriesService({ db }: { db: Db }) {
  const repo = createCategoriesRepository(db);

  async function refuseTaken(tx: Tx, form: CategoryForm, exceptId?: number) {
    const taken = await repo.taken(tx, form, exceptId);
    if (taken.title) throw conflict(M.titleTaken, { title: M.titleTaken });
    if (taken.slug) throw conflict(M.slugTaken, { slug: M.slugTaken });
  }

  /** A listed id must be one of the category's own keys (a new category has none). */
  function refuseForeignKeys(form: CategoryForm, current: PropertyKeyRow[]) {
    const own = new Set(current.map((k) => k.id));
    const index = (form.properties ?? []).findIndex((p) => p.id !== undefined && !own.has(p.id));
    if (index >= 0) throw badRequest(M.foreignKey, { [`properties.${index}.id`]: M.foreignKey });
  }

  /** Saves, answering 409 when a concurrent save took the title or slug first. */
  async function save(work: (tx: Tx) => Promise<CategoryRow>): Promise<Category> {
    try {
      const row = await repo.transaction(work);
      return toCategory(row, await repo.keysOf([row.id]));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.taken);
      throw error;
    }
  }

  return {
    async list(query: CategoryAdminQuery): Promise<Page<Category>> {
      const { rows, total } = await repo.page(query);
      const keys = await repo.keysOf(rows.map((r) => r.id));
      return toPage(
        rows.map((r) => toCategory(r, keys)),
        total,
        query,
      );
    },

    create: (form: CategoryForm) =>
      save(async (tx) => {
        refuseForeignKeys(form, []);
        await refuseTaken(tx, form);
        const row = await repo.insert(tx, fieldsOf(form));
        await syncPropertyKeys(tx, row.id, [], form.properties ?? []);
        return row;
      }),

    update: (id: number, form: CategoryForm) =>
      save(async (tx) => {
        if (!(await repo.lock(tx, id))) throw notFound(M.missing);
        const current = await repo.keysOf([id], tx);
        refuseForeignKeys(form, current);
        await refuseTaken(tx, form, id);
        const row = await repo.update(tx, id, fieldsOf(form));
        if (form.properties) await syncPropertyKeys(tx, id, current, form.properties);
        return row;
      }),

    /** Refused with 409 while adverts use the category, naming how many. */
    remove: (id: number): Promise<void> => removeUnlessUsed(repo, db, id, M),
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
