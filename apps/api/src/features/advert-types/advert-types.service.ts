import type { AdvertType, AdvertTypeForm } from '@estate/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { removeUnlessUsed } from '../../lib/remove-unless-used';
import { ADVERT_TYPE_MESSAGES as M } from './advert-types.messages';
import {
  createAdvertTypesRepository,
  type AdvertTypeRow,
  type Tx,
} from './advert-types.repository';

const toAdvertType = (row: AdvertTypeRow): AdvertType => ({
  id: row.id,
  title: row.title,
  titleTr: row.titleTr,
});
const namesOf = (form: AdvertTypeForm) => ({ title: form.title, titleTr: form.titleTr ?? null });
const titleTaken = () => conflict(M.titleTaken, { title: M.titleTaken });

/** Back-office advert types (docs/product.md#advert-types): unique titles, no delete while used. */
export function createAdvertTypesService({ db }: { db: Db }) {
  const repo = createAdvertTypesRepository(db);

  /** Runs a write, answering 409 when a concurrent save took the title first. */
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await repo.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw titleTaken();
      throw error;
    }
  }

  return {
    list: async (q: string | undefined) => (await repo.list(q)).map(toAdvertType),

    create: (form: AdvertTypeForm) =>
      write(async (tx) => {
        if (await repo.titleTaken(tx, form.title)) throw titleTaken();
        return toAdvertType(await repo.insert(tx, namesOf(form)));
      }),

    update: (id: number, form: AdvertTypeForm) =>
      write(async (tx) => {
        if (!(await repo.lock(tx, id))) throw notFound(M.missing);
        if (await repo.titleTaken(tx, form.title, id)) throw titleTaken();
        return toAdvertType(await repo.rename(tx, id, namesOf(form)));
      }),

    remove: (id: number): Promise<void> => removeUnlessUsed(repo, db, id, M),
  };
}

export type AdvertTypesService = ReturnType<typeof createAdvertTypesService>;
