import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  advertTypes,
  categories,
  categoryPropertyKeys,
  cities,
  countries,
  districts,
} from '../../db/schema';
import type { SiteCatalog } from './listing-match';

/**
 * The names a catalogue file is matched against, read once per file: advert types, the active
 * categories with their keys, and every place (thousands of rows at most).
 */
export async function readSiteCatalog(db: Executor, siteCurrency: string): Promise<SiteCatalog> {
  const [types, cats, keys, countryRows, cityRows, districtRows] = await Promise.all([
    db.select().from(advertTypes),
    db.select().from(categories).where(eq(categories.isActive, true)),
    db.select().from(categoryPropertyKeys).orderBy(asc(categoryPropertyKeys.seq)),
    db.select({ id: countries.id, name: countries.name }).from(countries),
    db.select({ id: cities.id, name: cities.name, countryId: cities.countryId }).from(cities),
    db.select({ id: districts.id, name: districts.name, cityId: districts.cityId }).from(districts),
  ]);
  return {
    advertTypes: types.map((t) => ({ id: t.id, name: t.title, nameTr: t.titleTr })),
    categories: cats.map((c) => ({
      id: c.id,
      name: c.title,
      nameTr: c.titleTr,
      keys: keys
        .filter((k) => k.categoryId === c.id)
        .map((k) => ({
          id: k.id,
          name: k.name,
          nameTr: k.nameTr,
          type: k.type,
          unit: k.unit,
          min: k.minValue,
          max: k.maxValue,
          choices: k.choices,
        })),
    })),
    countries: countryRows,
    cities: cityRows,
    districts: districtRows,
    siteCurrency,
  };
}
