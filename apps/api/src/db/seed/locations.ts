import type { Db } from '../client';
import { cities, countries, districts } from '../schema';
import { COUNTRIES } from './data/locations';

/** Countries, cities and districts, once: skipped when any country exists (staff may edit them). */
export async function seedLocations(db: Db): Promise<number> {
  if ((await db.select({ id: countries.id }).from(countries).limit(1)).length > 0) return 0;
  await db.transaction(async (tx) => {
    const countryRows = await tx
      .insert(countries)
      .values(COUNTRIES.map((c) => ({ name: c.name })))
      .returning({ id: countries.id, name: countries.name });
    const countryId = new Map(countryRows.map((c) => [c.name, c.id]));
    const cityValues = COUNTRIES.flatMap((country) =>
      country.cities.map((city) => ({ countryId: countryId.get(country.name)!, name: city.name })),
    );
    const cityRows = await tx
      .insert(cities)
      .values(cityValues)
      .returning({ id: cities.id, countryId: cities.countryId, name: cities.name });
    const cityId = new Map(cityRows.map((c) => [`${c.countryId}|${c.name}`, c.id]));
    const districtValues = COUNTRIES.flatMap((country) =>
      country.cities.flatMap((city) =>
        city.districts.map((name) => ({
          cityId: cityId.get(`${countryId.get(country.name)}|${city.name}`)!,
          name,
        })),
      ),
    );
    await tx.insert(districts).values(districtValues);
  });
  return COUNTRIES.length;
}
