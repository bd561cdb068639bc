import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advertTypes,
  categories,
  categoryPropertyKeys,
  cities,
  countries,
  districts,
} from '../../db/schema';
import { containsFolded } from '../../lib/folded-search';

export type CategoryRow = typeof categories.$inferSelect;
export type PropertyKeyRow = typeof categoryPropertyKeys.$inferSelect;

export interface CategoryListQuery {
  page: number;
  size: number;
  sort: 'title' | 'seq' | 'id';
  type: 'ASC' | 'DESC';
  q?: string;
  onlyActive: boolean;
}

const CATEGORY_SORT = { title: categories.title, seq: categories.seq, id: categories.id } as const;

export function createLookupsRepository(db: Db) {
  return {
    advertTypes: () => db.select().from(advertTypes).orderBy(asc(advertTypes.title)),

    async categoryPage(query: CategoryListQuery) {
      const filters: SQL[] = [];
      if (query.onlyActive) filters.push(eq(categories.isActive, true));
      // Category titles are few: a substring match on either folded name needs no index.
      if (query.q)
        filters.push(
          or(
            containsFolded(categories.title, query.q),
            containsFolded(categories.titleTr, query.q),
          )!,
        );
      const where = filters.length ? and(...filters) : undefined;
      const order = query.type === 'ASC' ? asc : desc;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(categories)
          .where(where)
          .orderBy(order(CATEGORY_SORT[query.sort]), asc(categories.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: count() }).from(categories).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    async propertyKeysOf(categoryIds: number[]): Promise<PropertyKeyRow[]> {
      if (categoryIds.length === 0) return [];
      return db
        .select()
        .from(categoryPropertyKeys)
        .where(inArray(categoryPropertyKeys.categoryId, categoryIds))
        .orderBy(asc(categoryPropertyKeys.seq), asc(categoryPropertyKeys.id));
    },

    async categoryById(id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row;
    },

    countries: () => db.select().from(countries).orderBy(asc(countries.name)),

    async citiesOf(countryId: number) {
      const [country] = await db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.id, countryId));
      if (!country) return undefined;
      return db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(eq(cities.countryId, countryId))
        .orderBy(asc(cities.name));
    },

    async districtsOf(cityId: number) {
      const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
      if (!city) return undefined;
      return db
        .select({
          id: districts.id,
          name: districts.name,
          latitude: districts.latitude,
          longitude: districts.longitude,
        })
        .from(districts)
        .where(eq(districts.cityId, cityId))
        .orderBy(asc(districts.name));
    },
  };
}

export type LookupsRepository = ReturnType<typeof createLookupsRepository>;
