import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { PlaceSuggestion } from '@estate/contracts';
import { cities, districts } from '../../../db/schema';
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
// Names of this file only, so other rows of a shared database never answer.
const u = randomBytes(3).toString('hex');
let canakkale: number;
let isiklar: number;
let yeniSehir: number;
let empty: number;

const places = async (query: string, token?: string) => {
  const res = await call(t, { method: 'GET', url: `/api/adverts/places?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlaceSuggestion[]>();
};
const q = (text: string, extra = '') => `q=${encodeURIComponent(text)}${extra}`;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  owner = await createUser(t, 'CUSTOMER');
  const db = t.database.db;
  const [city] = await db
    .insert(cities)
    .values({ countryId: catalog.countryId, name: `Çanakkale${u}` })
    .returning();
  canakkale = city!.id;
  const made = await db
    .insert(districts)
    .values([
      { cityId: canakkale, name: `Işıklar${u}` },
      { cityId: canakkale, name: `Yeni Şehir${u}` },
      { cityId: canakkale, name: `Boş${u}` },
    ])
    .returning();
  [isiklar, yeniSehir, empty] = made.map((d) => d.id) as [number, number, number];
  const at = (districtId: number) => ({ cityId: canakkale, districtId });
  // Işıklar: 2 public sales, 1 public rent; Yeni Şehir: 1 public sale. Never counted: a pending
  // advert, one its owner switched off, one in an inactive category.
  await makeAdvert(t, catalog, owner.id, at(isiklar));
  await makeAdvert(t, catalog, owner.id, at(isiklar));
  await makeAdvert(t, catalog, owner.id, { ...at(isiklar), advertTypeId: catalog.typeIds[1] });
  await makeAdvert(t, catalog, owner.id, at(yeniSehir));
  await makeAdvert(t, catalog, owner.id, { ...at(yeniSehir), status: 0 });
  await makeAdvert(t, catalog, owner.id, { ...at(yeniSehir), isActive: false });
  await makeAdvert(t, catalog, owner.id, {
    ...at(empty),
    categoryId: catalog.inactiveCategoryId,
  });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /adverts/places', () => {
  it('offers a city with its number of public adverts', async () => {
    const found = await places(q(`canakkale${u}`));
    expect(found).toEqual([
      {
        kind: 'city',
        id: canakkale,
        name: `Çanakkale${u}`,
        countryId: catalog.countryId,
        cityId: canakkale,
        cityName: `Çanakkale${u}`,
        districtId: null,
        amount: 4,
      },
    ]);
  });

  it('folds case, accents and Turkish letters on both sides', async () => {
    for (const text of [`isiklar${u}`, `IŞIKLAR${u}`, `ışıklar${u}`, `Isiklar${u}`]) {
      const found = await places(q(text));
      expect(
        found.map((p) => [p.kind, p.id, p.amount]),
        text,
      ).toEqual([['district', isiklar, 3]]);
      expect(found[0]).toMatchObject({ cityId: canakkale, districtId: isiklar });
    }
  });

  it('matches the beginning of any word of the name, not the middle of one', async () => {
    expect((await places(q(`sehir${u}`))).map((p) => p.id)).toEqual([yeniSehir]);
    expect(await places(q(`kkale${u}`))).toEqual([]);
  });

  it('leaves out places without public adverts and counts only public ones', async () => {
    expect(await places(q(`bos${u}`))).toEqual([]);
    const [sehir] = await places(q(`yeni sehir${u}`));
    expect(sehir?.amount).toBe(1);
  });

  it('counts only the chosen advert type and category', async () => {
    const rent = await places(q(`isiklar${u}`, `&advert_type_id=${catalog.typeIds[1]}`));
    expect(rent.map((p) => p.amount)).toEqual([1]);
    const other = await places(q(`isiklar${u}`, `&categoryid=${catalog.inactiveCategoryId}`));
    expect(other).toEqual([]);
  });

  it('answers no places for blank text and treats LIKE characters as letters', async () => {
    expect(await places('q=')).toEqual([]);
    expect(await places(q('   '))).toEqual([]);
    expect(await places(q('%'))).toEqual([]);
    expect(await places(q('_'))).toEqual([]);
  });

  it('answers a signed-in caller the same public counts', async () => {
    const found = await places(q(`isiklar${u}`), owner.token);
    expect(found.map((p) => p.amount)).toEqual([3]);
  });

  it('refuses text over the length limit with a message (400)', async () => {
    const res = await call(t, { method: 'GET', url: `/api/adverts/places?${q('a'.repeat(101))}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('q must be at most 100 characters');
  });

  it('is in the API document', async () => {
    const res = await call(t, { method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(res.json().paths)).toContain('/api/adverts/places');
  });
});
