import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, countries } from '../../db/schema';

/** Countries and cities with the IANA zone their tour times are told in. */
export function createPlaceZonesRepository(db: Db) {
  return {
    countries: () =>
      db
        .select({ id: countries.id, name: countries.name, timeZone: countries.timeZone })
        .from(countries)
        .orderBy(asc(countries.name)),

    cities: () =>
      db
        .select({
          id: cities.id,
          countryId: cities.countryId,
          name: cities.name,
          timeZone: cities.timeZone,
        })
        .from(cities)
        .orderBy(asc(cities.name)),

    async setCountryZone(id: number, timeZone: string) {
      const [row] = await db
        .update(countries)
        .set({ timeZone })
        .where(eq(countries.id, id))
        .returning({ id: countries.id, name: countries.name, timeZone: countries.timeZone });
      return row;
    },

    async setCityZone(id: number, timeZone: string | null) {
      const [row] = await db
        .update(cities)
        .set({ timeZone })
        .where(eq(cities.id, id))
        .returning({ id: cities.id, name: cities.name, timeZone: cities.timeZone });
      return row;
    },
  };
}
