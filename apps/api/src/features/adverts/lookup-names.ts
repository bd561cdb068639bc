import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AdvertRow } from './advert-select';
import { preparedRows } from './prepared';

/** Rows as read, before the lookup names are filled in. */
export type AdvertRowWithoutNames = Omit<
  AdvertRow,
  'type_title' | 'country_name' | 'city_name' | 'district_name'
>;

export interface LookupNames {
  types: Map<number, string>;
  countries: Map<number, string>;
  cities: Map<number, string>;
  districts: Map<number, string>;
}

/**
 * The names of advert types, countries, cities and districts: a few hundred rows, read once per
 * advert_search_version (triggers bump it when any of them changes), instead of four subqueries
 * per advert on every page (about half of a page query's time on the embedded database).
 */
export async function readLookupNames(db: Db): Promise<LookupNames> {
  const rows = await preparedRows<{ kind: string; id: number; name: string }>(
    db,
    sql`SELECT 't' AS kind, id, title AS name FROM advert_types
        UNION ALL SELECT 'co', id, name FROM countries
        UNION ALL SELECT 'ci', id, name FROM cities
        UNION ALL SELECT 'd', id, name FROM districts`,
  );
  const names: LookupNames = {
    types: new Map(),
    countries: new Map(),
    cities: new Map(),
    districts: new Map(),
  };
  const byKind: Record<string, Map<number, string>> = {
    t: names.types,
    co: names.countries,
    ci: names.cities,
    d: names.districts,
  };
  for (const r of rows) byKind[r.kind]?.set(r.id, r.name);
  return names;
}

/** Adds the names to a freshly read row (in place: spreading wide driver rows is costly). */
export function withNames(row: AdvertRowWithoutNames, names: LookupNames): AdvertRow {
  const named = row as AdvertRow;
  named.type_title = names.types.get(row.type_id) ?? '';
  named.country_name = names.countries.get(row.country_id) ?? '';
  named.city_name = names.cities.get(row.city_id) ?? '';
  named.district_name = names.districts.get(row.district_id) ?? '';
  return named;
}
