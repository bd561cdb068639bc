import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cities, districts } from '../../db/schema';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let ownerId: number;

beforeAll(async () => {
  // Centres are read as they are now: no visitor's answer is kept here.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  ownerId = (await createUser(t)).id;
});
afterAll(() => t.close());

/** A public advert in a new district of the catalog's city, with the given district centre. */
async function advertInDistrict(
  name: string,
  centre: { latitude: number; longitude: number } | null,
) {
  const [district] = await t.database.db
    .insert(districts)
    .values({ cityId: catalog.cityId, name, ...centre })
    .returning();
  return makeAdvert(t, catalog, ownerId, { districtId: district!.id });
}

const setCityCentre = (centre: { latitude: number | null; longitude: number | null }) =>
  t.database.db.update(cities).set(centre).where(eq(cities.id, catalog.cityId));

const placeOf = async (slug: string) => {
  const res = await call(t, { method: 'GET', url: `/api/adverts/${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json().place;
};

describe('GET /adverts/{slug} place', () => {
  it("is the district's centre when the district has one", async () => {
    await setCityCentre({ latitude: 41.0082, longitude: 28.9784 });
    const advert = await advertInDistrict('Beşiktaş', { latitude: 41.043, longitude: 29.007 });
    expect(await placeOf(advert.slug)).toEqual({
      latitude: 41.043,
      longitude: 29.007,
      precision: 'district',
    });
  });

  it("falls back to the city's centre when the district has none", async () => {
    await setCityCentre({ latitude: 41.0082, longitude: 28.9784 });
    const advert = await advertInDistrict('Fatih', null);
    expect(await placeOf(advert.slug)).toEqual({
      latitude: 41.0082,
      longitude: 28.9784,
      precision: 'city',
    });
  });

  it('is null when neither the district nor the city has a centre', async () => {
    await setCityCentre({ latitude: null, longitude: null });
    const advert = await advertInDistrict('Eyüp', null);
    expect(await placeOf(advert.slug)).toBeNull();
  });

  it('follows a centre changed after the first read', async () => {
    await setCityCentre({ latitude: null, longitude: null });
    const advert = await advertInDistrict('Beyoğlu', null);
    expect(await placeOf(advert.slug)).toBeNull();
    await t.database.db
      .update(districts)
      .set({ latitude: 41.0369, longitude: 28.9773 })
      .where(eq(districts.id, advert.districtId));
    expect(await placeOf(advert.slug)).toMatchObject({ precision: 'district', latitude: 41.0369 });
  });
});
