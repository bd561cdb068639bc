import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Advert, Page } from '@estate/contracts';
import { adverts, favorites } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';

// Price-range and deep pages keep their ids per version (they are planned per call). A signed-in
// user gets no visitor's kept body, so these tests see the kept ids themselves: every change
// that moves a page must show on the next request, and the rows must stay fresh.

let t: TestApp;
let catalog: Catalog;
let user: TestUser;
const ids: number[] = [];

const RANGE = 'price_start=1000&price_end=2000';

async function list(query: string): Promise<Page<Advert>> {
  const res = await call(t, {
    method: 'GET',
    url: `/api/adverts?city=${catalog.cityId}&size=2&sort=price&type=ASC&${query}`,
    token: user.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const prices = (page: Page<Advert>) => page.content.map((a) => a.price);

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  const owner = await createUser(t);
  user = await createUser(t);
  for (const price of ['1100.00', '1200.00', '1300.00', '2500.00']) {
    ids.push((await makeAdvert(t, catalog, owner.id, { price })).id);
  }
});

afterAll(() => t?.close());

describe('kept page ids of price ranges and deep pages', () => {
  it('show a price change, a new advert and a withdrawn one on the next request', async () => {
    expect(prices(await list(RANGE))).toEqual([1100, 1200]);
    expect((await list(RANGE)).totalElements).toBe(3);

    await t.database.db.update(adverts).set({ price: '1150.00' }).where(eq(adverts.id, ids[2]!));
    expect(prices(await list(RANGE))).toEqual([1100, 1150]);

    await makeAdvert(t, catalog, user.id, { price: '1000.00' });
    const withNew = await list(RANGE);
    expect(prices(withNew)).toEqual([1000, 1100]);
    expect(withNew.totalElements).toBe(4);

    await t.database.db.update(adverts).set({ status: 0 }).where(eq(adverts.id, ids[0]!));
    const withdrawn = await list(RANGE);
    expect(prices(withdrawn)).toEqual([1000, 1150]);
    expect(withdrawn.totalElements).toBe(3);
  });

  it('read counters and favourites fresh from a kept page', async () => {
    const first = (await list(RANGE)).content[1]!;
    await t.database.db
      .update(adverts)
      .set({ viewCount: first.viewCount + 5 })
      .where(eq(adverts.id, first.id));
    await t.database.db.insert(favorites).values({ userId: user.id, advertId: first.id });
    const again = (await list(RANGE)).content[1]!;
    expect(again.id).toBe(first.id);
    expect(again.viewCount).toBe(first.viewCount + 5);
    expect(again.favory).toBe(true);
  });

  it('keep a deep page right too', async () => {
    const deep = await list('page=21');
    expect(deep.content).toEqual([]);
    expect(deep.totalElements).toBe(4);
    expect((await list('page=21')).totalElements).toBe(4);
  });
});
