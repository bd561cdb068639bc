import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adverts } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';

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

const toggle = (advertId: number, token: string) =>
  call(t, { method: 'POST', url: '/api/favorites', payload: { advertId }, token });
const mine = (token: string | undefined, query = '') =>
  call(t, { method: 'GET', url: `/api/favorites/auth${query}`, token });

describe('GET /favorites/auth (docs/product.md#favourites)', () => {
  it('answers 401 to a visitor and an empty page to someone without favourites', async () => {
    expect((await mine(undefined)).statusCode).toBe(401);
    const empty = await mine(owner.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it("lists the user's favourites newest first, paged, with the price they were saved at", async () => {
    const first = await makeAdvert(t, catalog, owner.id, { price: '100000.00' });
    const second = await makeAdvert(t, catalog, owner.id, { price: '250000.00' });
    const third = await makeAdvert(t, catalog, owner.id, { price: '50000.00' });
    for (const advert of [first, second, third]) await toggle(advert.id, fan.token);
    await t.database.db.update(adverts).set({ price: '90000.00' }).where(eq(adverts.id, first.id));

    const page0 = (await mine(fan.token, '?page=0&size=2')).json();
    expect(page0.totalElements).toBe(3);
    expect(page0.totalPages).toBe(2);
    expect(page0.content.map((c: { advert: { id: number } }) => c.advert.id)).toEqual([
      third.id,
      second.id,
    ]);
    expect(page0.content[0]).toMatchObject({ savedPrice: 50000, available: true });
    expect(page0.content[0].advert.favory).toBe(true);

    const page1 = (await mine(fan.token, '?page=1&size=2')).json();
    expect(page1.content).toHaveLength(1);
    expect(page1.content[0]).toMatchObject({ savedPrice: 100000, available: true });
    expect(page1.content[0].advert).toMatchObject({
      id: first.id,
      price: 90000,
      reducedFrom: 100000,
    });
    // Nobody else sees them.
    expect((await mine(owner.token)).json().totalElements).toBe(0);
  });

  it('keeps a favourite whose advert went offline, marked unavailable', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    await toggle(advert.id, fan.token);
    await t.database.db.update(adverts).set({ isActive: false }).where(eq(adverts.id, advert.id));
    const card = (await mine(fan.token)).json().content[0];
    expect(card).toMatchObject({ available: false, advert: { id: advert.id } });
    expect((await toggle(advert.id, fan.token)).json()).toEqual({
      advertId: advert.id,
      favory: false,
    });
  });

  it('refuses a bad page with a message', async () => {
    const bad = await mine(fan.token, '?size=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/size/);
  });
});
