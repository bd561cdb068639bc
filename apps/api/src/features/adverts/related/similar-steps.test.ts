import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, cities, districts } from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let otherCategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  const [category] = await t.database.db
    .insert(categories)
    .values({ title: 'Flat', slug: `flat-${Date.now()}`, icon: 'building', seq: 3, isActive: true })
    .returning();
  otherCategoryId = category!.id;
});
afterAll(() => t.close());

/** About this many km north of `lat` in degrees of latitude. */
const north = (km: number) => km / 111.32;

/** A city with two districts, each test in its own corner of the map so none sees another's. */
async function place(name: string) {
  const db = t.database.db;
  const [city] = await db.insert(cities).values({ countryId: catalog.countryId, name }).returning();
  const made = await db
    .insert(districts)
    .values([
      { cityId: city!.id, name: `${name} A` },
      { cityId: city!.id, name: `${name} B` },
    ])
    .returning();
  return { cityId: city!.id, districtIds: [made[0]!.id, made[1]!.id] as const };
}

type Spot = { cityId: number; districtId: number; latitude: number; longitude: number };
const home = (spot: Spot, price: string, fields: Parameters<typeof makeAdvert>[3] = {}) =>
  makeAdvert(t, catalog, owner.id, { ...spot, price, ...fields });

const pageOf = async (slug: string) => {
  const answer = await call(t, { method: 'GET', url: `/api/adverts/${slug}` });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
const ids = (list: Array<{ id: number }>) => list.map((a) => a.id);

describe('similar homes widen in steps until there are 3 (docs/product.md#similar-homes)', () => {
  it('stays in the district when it holds 3, and says so', async () => {
    const { cityId, districtIds } = await place('Step One');
    const at = { cityId, latitude: 10, longitude: 10 };
    const inDistrict = { ...at, districtId: districtIds[0] };
    const base = await home(inDistrict, '100000');
    const near = [
      await home(inDistrict, '101000'),
      await home(inDistrict, '95000'),
      await home(inDistrict, '112000'),
    ];
    // Closer in price, but in the other district: the first step had enough without it.
    await home({ ...at, districtId: districtIds[1] }, '100100');
    const page = await pageOf(base.slug);
    expect(ids(page.similar)).toEqual(ids(near));
    expect(page.similarScope).toEqual({
      place: 'district',
      pricePercent: 20,
      anyCategory: false,
      radiusKm: 25,
    });
  });

  it('widens to the city, the district’s homes first', async () => {
    const { cityId, districtIds } = await place('Step Two');
    const at = { cityId, latitude: 12, longitude: 12 };
    const base = await home({ ...at, districtId: districtIds[0] }, '200000');
    const own = await home({ ...at, districtId: districtIds[0] }, '230000');
    const others = [
      await home({ ...at, districtId: districtIds[1] }, '201000'),
      await home({ ...at, districtId: districtIds[1] }, '190000'),
    ];
    const page = await pageOf(base.slug);
    expect(ids(page.similar)).toEqual([own.id, ...ids(others)]);
    expect(page.similarScope).toMatchObject({ place: 'city', pricePercent: 20 });
  });

  it('then looks within 25 km on the map, in other cities too, but no farther', async () => {
    const here = await place('Step Three');
    const there = await place('Step Three Next');
    const spot = (p: typeof here, km: number) => ({
      cityId: p.cityId,
      districtId: p.districtIds[0],
      latitude: 14 + north(km),
      longitude: 14,
    });
    const base = await home(spot(here, 0), '300000');
    const inCity = await home(spot(here, 2), '300500');
    const close = [await home(spot(there, 10), '310000'), await home(spot(there, 20), '290000')];
    await home(spot(there, 40), '300000');
    const page = await pageOf(base.slug);
    expect(ids(page.similar)).toEqual([inCity.id, ...ids(close)]);
    expect(page.similarScope).toMatchObject({ place: 'radius', pricePercent: 20 });
  });

  it('then takes prices within 35 %, then any category of the type, never another type or currency', async () => {
    const { cityId, districtIds } = await place('Step Four');
    const spot = { cityId, districtId: districtIds[0], latitude: 16, longitude: 16 };
    const base = await home(spot, '400000');
    const wider = await home(spot, '530000');
    await home(spot, '545000'); // 36 % away
    await home(spot, '400000', { advertTypeId: catalog.typeIds[1] });
    await home(spot, '400000', { currency: 'EUR' });
    await home(spot, '400000', { status: 0 });
    const flats = [
      await home(spot, '401000', { categoryId: otherCategoryId }),
      await home(spot, '395000', { categoryId: otherCategoryId }),
    ];
    const page = await pageOf(base.slug);
    expect(ids(page.similar)).toEqual([wider.id, ...ids(flats)]);
    expect(page.similarScope).toEqual({
      place: 'district',
      pricePercent: 35,
      anyCategory: true,
      radiusKm: 25,
    });
    // The route answers the same list.
    const route = await call(t, { method: 'GET', url: `/api/adverts/similar/${base.id}` });
    expect(ids(route.json())).toEqual(ids(page.similar));
  });

  it('answers no scope when nothing is alike', async () => {
    const { cityId, districtIds } = await place('Alone');
    const base = await home(
      { cityId, districtId: districtIds[0], latitude: 18, longitude: 18 },
      '999',
    );
    const page = await pageOf(base.slug);
    expect(page.similar).toEqual([]);
    expect(page.similarScope).toBeNull();
  });
});

describe('nearby homes (docs/product.md#similar-homes)', () => {
  it('lists the closest public homes on the map, nearest first, with their distance', async () => {
    const { cityId, districtIds } = await place('Nearby');
    const spot = (km: number) => ({
      cityId,
      districtId: districtIds[1],
      latitude: -30 + north(km),
      longitude: -30,
    });
    const base = await home(spot(0), '5000');
    const far: Array<{ id: number }> = [];
    for (const km of [9, 1, 7, 3, 5, 11, 13]) far.push(await home(spot(km), String(km * 1000)));
    await home(spot(0.5), '1', { status: 0 });
    await home(spot(0.5), '1', { isActive: false });
    await home(spot(0.5), '1', { categoryId: catalog.inactiveCategoryId });
    const page = await pageOf(base.slug);
    const byKm = [1, 3, 5, 7, 9, 11].map((km) => far[[9, 1, 7, 3, 5, 11, 13].indexOf(km)]!.id);
    expect(ids(page.nearby)).toEqual(byKm);
    expect(page.nearby[0].distanceMeters).toBeGreaterThan(950);
    expect(page.nearby[0].distanceMeters).toBeLessThan(1050);

    // Signed in, with the caller's hearts; none for an advert that is not public.
    const fan = await createUser(t);
    await call(t, {
      method: 'POST',
      url: '/api/favorites',
      payload: { advertId: byKm[0] },
      token: fan.token,
    });
    const signedIn = (
      await call(t, { method: 'GET', url: `/api/adverts/${base.slug}`, token: fan.token })
    ).json();
    expect(ids(signedIn.nearby)).toEqual(byKm);
    expect(signedIn.nearby[0]).toMatchObject({ favory: true });
    const draft = await home(spot(0), '5000', { status: 0 });
    const own = await call(t, {
      method: 'GET',
      url: `/api/adverts/${draft.slug}`,
      token: owner.token,
    });
    expect(own.json().nearby).toEqual([]);
  });
});

describe('/api/docs', () => {
  it("describes the advert page's similar scope and nearby homes", async () => {
    const paths = (await call(t, { method: 'GET', url: '/api/docs/json' })).json().paths;
    const page = paths['/api/adverts/{slug}'].get.responses['200'];
    const properties = JSON.stringify(page);
    for (const field of ['similarScope', 'nearby', 'distanceMeters', 'pricePercent', 'updateAt'])
      expect(properties).toContain(`"${field}"`);
  });
});
