import { eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cities, countries, districts } from '../schema';
import { countryBoundsColumns } from './data/country-bounds';
import { COUNTRIES, type LatLon } from './data/locations';

/**
 * Countries, cities and districts with their centres, once: skipped when any country exists
 * (staff may edit them), except that demo places still lacking a centre (seeded before places had
 * one) get it.
 */
export async function seedLocations(db: Db): Promise<number> {
  if ((await db.select({ id: countries.id }).from(countries).limit(1)).length > 0) {
    await fillMissingCentres(db);
    return 0;
  }
  await db.transaction(async (tx) => {
    const countryRows = await tx
      .insert(countries)
      .values(
        COUNTRIES.map((c) => ({
          name: c.name,
          timeZone: c.timeZone,
          ...countryBoundsColumns(c.name),
        })),
      )
      .returning({ id: countries.id, name: countries.name });
    const countryId = new Map(countryRows.map((c) => [c.name, c.id]));
    const cityValues = COUNTRIES.flatMap((country) =>
      country.cities.map((city) => ({
        countryId: countryId.get(country.name)!,
        name: city.name,
        timeZone: city.timeZone ?? null,
        latitude: city.at[0],
        longitude: city.at[1],
      })),
    );
    const cityRows = await tx
      .insert(cities)
      .values(cityValues)
      .returning({ id: cities.id, countryId: cities.countryId, name: cities.name });
    const cityId = new Map(cityRows.map((c) => [`${c.countryId}|${c.name}`, c.id]));
    const districtValues = COUNTRIES.flatMap((country) =>
      country.cities.flatMap((city) =>
        Object.entries(city.districts).map(([name, [latitude, longitude]]) => ({
          cityId: cityId.get(`${countryId.get(country.name)}|${city.name}`)!,
          name,
          latitude,
          longitude,
        })),
      ),
    );
    await tx.insert(districts).values(districtValues);
  });
  return COUNTRIES.length;
}

const placeKey = (...names: string[]) => names.join('|');

/** The demo data's centres by "country|city" and "country|city|district". */
const CENTRES = new Map<string, LatLon>(
  COUNTRIES.flatMap((country) =>
    country.cities.flatMap((city) => [
      [placeKey(country.name, city.name), city.at] as const,
      ...Object.entries(city.districts).map(
        ([name, at]) => [placeKey(country.name, city.name, name), at] as const,
      ),
    ]),
  ),
);

type Centred = { id: number; at: LatLon };

/**
 * Gives demo places without a centre the demo data's one. Reads only the rows lacking one (none,
 * after the first time) and writes only when it has something to write: every write to these
 * tables bumps the search version, which would empty every API process's search cache.
 */
async function fillMissingCentres(db: Db): Promise<void> {
  const cityRows = await db
    .select({ id: cities.id, country: countries.name, city: cities.name })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(isNull(cities.latitude));
  const districtRows = await db
    .select({
      id: districts.id,
      country: countries.name,
      city: cities.name,
      district: districts.name,
    })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(isNull(districts.latitude));
  const known = (id: number, key: string): Centred[] => {
    const at = CENTRES.get(key);
    return at ? [{ id, at }] : [];
  };
  await setCentres(
    db,
    'cities',
    cityRows.flatMap((r) => known(r.id, placeKey(r.country, r.city))),
  );
  await setCentres(
    db,
    'districts',
    districtRows.flatMap((r) => known(r.id, placeKey(r.country, r.city, r.district))),
  );
}

async function setCentres(db: Db, table: 'cities' | 'districts', rows: Centred[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${r.at[0]}::float8, ${r.at[1]}::float8)`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE ${sql.identifier(table)} t SET latitude = v.lat, longitude = v.lon
        FROM (VALUES ${values}) AS v(id, lat, lon)
        WHERE t.id = v.id AND t.latitude IS NULL`,
  );
}
