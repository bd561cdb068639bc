import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, districts, propertyValues } from '../../../db/schema';
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
let fan: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  fan = await createUser(t);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => call(t, { method: 'GET', url, token });
const ids = (body: Array<{ id: number }>) => body.map((a) => a.id);
const advertAt = (price: string, fields: Parameters<typeof makeAdvert>[3] = {}) =>
  makeAdvert(t, catalog, owner.id, { price, ...fields });

describe('GET /adverts/similar/{id} (docs/product.md#similar-homes)', () => {
  it('answers up to 6 public adverts of the same type, category and district within 20 %, closest first', async () => {
    const base = await advertAt('100000.00');
    // One after the other: the ids decide the tie between 80,000 and 120,000 (both 20 % away).
    const near = [];
    for (const price of ['101000', '98000', '110000', '85000', '119000', '80000', '120000'])
      near.push(await advertAt(price));
    const [otherCity] = await t.database.db
      .insert(cities)
      .values({ countryId: catalog.countryId, name: 'Ankara' })
      .returning();
    const [otherDistrict] = await t.database.db
      .insert(districts)
      .values({ cityId: otherCity!.id, name: 'Çankaya' })
      .returning();
    // Each of these differs in one way that rules it out.
    await advertAt('100500', { advertTypeId: catalog.typeIds[1] });
    await advertAt('100500', { categoryId: catalog.categoryIds[1] });
    await advertAt('100500', { cityId: otherCity!.id, districtId: otherDistrict!.id });
    await advertAt('100500', { status: 0 });
    await advertAt('100500', { isActive: false });
    await advertAt('100500', { currency: 'EUR' });
    await advertAt('79999');
    await advertAt('120001');

    const answer = await get(`/api/adverts/similar/${base.id}`);
    expect(answer.statusCode).toBe(200);
    const [p101, p98, p110, p85, p119, p80, p120] = near.map((a) => a.id);
    expect(ids(answer.json())).toEqual([p101, p98, p110, p85, p119, p80]);
    expect(ids(answer.json())).not.toContain(base.id);
    expect(p120).toBeDefined();
  });

  it('breaks ties of price by id on both sides, however many adverts share a price', async () => {
    const base = await advertAt('3000000');
    const atBase = [];
    for (let i = 0; i < 2; i++) atBase.push((await advertAt('3000000')).id);
    const below = [];
    for (let i = 0; i < 8; i++) below.push((await advertAt('2900000')).id);
    const { id: between } = await advertAt('2950000');
    await advertAt('3100000');

    const answer = await get(`/api/adverts/similar/${base.id}`);
    expect(ids(answer.json())).toEqual([...atBase, between, ...below.slice(0, 3)]);
  });

  it('comes with the advert page, for visitors and signed-in callers, and not for an unpublished advert', async () => {
    const base = await advertAt('7000000');
    const near = await advertAt('7100000');
    const page = await get(`/api/adverts/${base.slug}`);
    expect(page.statusCode).toBe(200);
    expect(ids(page.json().similar)).toEqual([near.id]);
    const signedIn = (await get(`/api/adverts/${base.slug}`, fan.token)).json();
    expect(signedIn.similar).toEqual([expect.objectContaining({ id: near.id, favory: false })]);
    await call(t, {
      method: 'POST',
      url: '/api/favorites',
      payload: { advertId: near.id },
      token: fan.token,
    });
    const hearted = (await get(`/api/adverts/${base.slug}`, fan.token)).json();
    expect(hearted.similar).toEqual([expect.objectContaining({ id: near.id, favory: true })]);

    const draft = await advertAt('7050000', { status: 0 });
    const ownView = await get(`/api/adverts/${draft.slug}`, owner.token);
    expect(ownView.statusCode).toBe(200);
    expect(ownView.json().similar).toEqual([]);
  });

  it("lays a signed-in caller's hearts over the cards", async () => {
    const base = await advertAt('5000');
    const liked = await advertAt('5100');
    await call(t, {
      method: 'POST',
      url: '/api/favorites',
      payload: { advertId: liked.id },
      token: fan.token,
    });
    const answer = (await get(`/api/adverts/similar/${base.id}`, fan.token)).json();
    expect(answer).toEqual([expect.objectContaining({ id: liked.id, favory: true })]);
  });

  it('answers 404 for an advert that is not public and 400 for a bad id', async () => {
    const pending = await advertAt('100', { status: 0 });
    expect((await get(`/api/adverts/similar/${pending.id}`)).statusCode).toBe(404);
    expect((await get('/api/adverts/similar/999999')).statusCode).toBe(404);
    const bad = await get('/api/adverts/similar/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id must be a number/);
  });
});

describe('GET /adverts/compare (docs/product.md#compare)', () => {
  it('answers the public ones in the order asked, with their values, leaving the others out', async () => {
    const first = await advertAt('300000');
    const second = await advertAt('200000');
    const hidden = await advertAt('100000', { status: 0 });
    await t.database.db
      .insert(propertyValues)
      .values({ advertId: second.id, keyId: catalog.keyIds[0]!, value: '3' });
    const answer = await get(
      `/api/adverts/compare?ids=${second.id},${hidden.id},999999,${first.id}`,
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.map((c: { advert: { id: number } }) => c.advert.id)).toEqual([second.id, first.id]);
    expect(body[0].values).toEqual([
      expect.objectContaining({ keyId: catalog.keyIds[0], value: '3' }),
    ]);
    expect(body[1].values).toEqual([]);
  });

  it('refuses more than 4 ids or ids that are not numbers, with a message', async () => {
    for (const query of ['ids=1,2,3,4,5', 'ids=1,x', 'ids=', '', 'ids=0']) {
      const answer = await get(`/api/adverts/compare?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message).toMatch(/ids must be 1 to 4 advert ids/);
    }
    // A repeated id counts once.
    const one = await advertAt('1000');
    const repeated = await get(
      `/api/adverts/compare?ids=${one.id},${one.id},${one.id},${one.id},${one.id}`,
    );
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toHaveLength(1);
  });
});

describe('/api/docs', () => {
  it('describes similar homes, compare and the favourites page with their schemas', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    expect(paths['/api/adverts/similar/{id}'].get.responses['200']).toBeDefined();
    expect(paths['/api/adverts/compare'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'ids', in: 'query' })]),
    );
    expect(paths['/api/favorites/auth'].get.responses['200']).toBeDefined();
  });
});
