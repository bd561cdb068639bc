import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { queryRows, type Database } from '../client';
import { COUNTRIES } from './data/locations';
import { seedLocations } from './locations';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await seedLocations(database.db);
});
afterAll(() => drop?.());

type Place = { name: string; latitude: number | null; longitude: number | null };
const placesOf = (table: 'cities' | 'districts') =>
  queryRows<Place>(
    database.db,
    sql`SELECT name, latitude, longitude FROM ${sql.identifier(table)} ORDER BY id`,
  );
/** The row versions of every place: an UPDATE, even to the same values, changes them. */
const placeRowVersions = async () =>
  (
    await queryRows<{ v: string }>(
      database.db,
      sql`SELECT string_agg(xmin::text, ',' ORDER BY id) AS v FROM (
            SELECT id, xmin FROM cities UNION ALL SELECT -id, xmin FROM districts) x`,
    )
  )[0]?.v;

describe('seeded places', () => {
  it('have the centre of every demo city and district', async () => {
    const istanbul = COUNTRIES[0]!.cities[0]!;
    const cities = await placesOf('cities');
    const districts = await placesOf('districts');
    expect(cities).toHaveLength(COUNTRIES.flatMap((c) => c.cities).length);
    expect(cities.every((c) => c.latitude !== null && c.longitude !== null)).toBe(true);
    expect(districts.every((d) => d.latitude !== null && d.longitude !== null)).toBe(true);
    expect(cities.find((c) => c.name === istanbul.name)).toMatchObject({
      latitude: istanbul.at[0],
      longitude: istanbul.at[1],
    });
    expect(districts.find((d) => d.name === 'Beşiktaş')).toMatchObject({
      latitude: istanbul.districts['Beşiktaş']![0],
      longitude: istanbul.districts['Beşiktaş']![1],
    });
  });

  it('get their centres back on the next seed when an older seed left them out', async () => {
    await database.db.execute(sql`UPDATE cities SET latitude = NULL, longitude = NULL`);
    await database.db.execute(
      sql`UPDATE districts SET latitude = NULL, longitude = NULL WHERE name = 'Kadıköy'`,
    );
    expect(await seedLocations(database.db)).toBe(0);
    expect((await placesOf('cities')).every((c) => c.latitude !== null)).toBe(true);
    expect((await placesOf('districts')).find((d) => d.name === 'Kadıköy')?.latitude).toBeCloseTo(
      40.99,
      1,
    );
  });

  it('leaves places staff added without a centre alone and writes nothing then', async () => {
    await database.db.execute(
      sql`INSERT INTO cities (country_id, name) SELECT id, 'Trabzon' FROM countries LIMIT 1`,
    );
    const before = await placeRowVersions();
    await seedLocations(database.db);
    expect((await placesOf('cities')).find((c) => c.name === 'Trabzon')?.latitude).toBeNull();
    expect(await placeRowVersions()).toBe(before);
  });

  it('refuses a centre off the globe or with only one coordinate', async () => {
    await expect(
      database.db.execute(sql`UPDATE cities SET latitude = 91 WHERE name = 'Ankara'`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`UPDATE districts SET longitude = NULL WHERE name = 'Konak'`),
    ).rejects.toThrow();
  });
});
