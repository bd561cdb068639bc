import type { Language } from '@estate/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toPropertyKey } from '../../lib/property-key';
import { localizeAdvertType, localizeCategory, localizePropertyKey } from '../catalog-names';
import { toCategory } from '../../lib/property-key';
import { createLookupsRepository, type CategoryListQuery } from './lookups.repository';

/** The public lookups (docs/product.md#wire-contract): what forms and filters offer. */
export function createLookupsService({
  db,
  settings,
}: {
  db: Db;
  /** Seconds a visitor's copy of every public answer may be stale (PUBLIC_CACHE_SECONDS). */
  settings: { publicCacheSeconds: number };
}) {
  const repo = createLookupsRepository(db);
  return {
    /**
     * Staff edit advert types in the back office: visitors see a change within the stated
     * staleness of every public answer, not a minute later.
     */
    advertTypesMaxAge: settings.publicCacheSeconds,

    /** Each type in `language` (English where no name is kept in it), ordered by that name. */
    async advertTypes(language: Language) {
      const types = (await repo.advertTypes()).map((row) =>
        localizeAdvertType({ id: row.id, title: row.title, titleTr: row.titleTr }, language),
      );
      return types.sort((a, b) => a.title.localeCompare(b.title, language));
    },

    /** Active categories only, each with its property keys. */
    async categories(query: Omit<CategoryListQuery, 'onlyActive'>, language: Language) {
      const { rows, total } = await repo.categoryPage({ ...query, onlyActive: true });
      const keys = await repo.propertyKeysOf(rows.map((c) => c.id));
      return toPage(
        rows.map((c) => localizeCategory(toCategory(c, keys), language)),
        total,
        query,
      );
    },

    async propertyKeysOf(categoryId: number, language: Language) {
      if (!(await repo.categoryById(categoryId))) throw notFound('This category does not exist.');
      return (await repo.propertyKeysOf([categoryId])).map((row) =>
        localizePropertyKey(toPropertyKey(row), language),
      );
    },

    countries: () => repo.countries(),

    async citiesOf(countryId: number) {
      const rows = await repo.citiesOf(countryId);
      if (!rows) throw notFound('This country does not exist.');
      return rows;
    },

    async districtsOf(cityId: number) {
      const rows = await repo.districtsOf(cityId);
      if (!rows) throw notFound('This city does not exist.');
      return rows;
    },
  };
}

export type LookupsService = ReturnType<typeof createLookupsService>;
