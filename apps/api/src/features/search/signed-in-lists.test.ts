import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Advert } from '@estate/contracts';
import { adverts, favorites } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog } from '../../../test/factories';

// Popular adverts and similar homes: a signed-in customer shares the list others read (up to the
// cache age) with their own hearts laid over; after doing something they read it fresh.

let t: TestApp;
let user: TestUser;
const ids: number[] = [];

const read = async (url: string, as: TestUser): Promise<Advert[]> => {
  const res = await call(t, { method: 'GET', url, token: as.token });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json();
};
const popular = (as: TestUser = user) => read('/api/adverts/popular/6', as);
const similar = (as: TestUser = user) => read(`/api/adverts/similar/${ids[0]}`, as);
const favoryOf = (list: Advert[], id: number) => list.find((advert) => advert.id === id)?.favory;
const viewsOf = (list: Advert[], id: number) => list.find((advert) => advert.id === id)?.viewCount;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 30 });
  const catalog = await makeCatalog(t);
  const owner = await createUser(t);
  user = await createUser(t);
  for (const price of ['1000.00', '1050.00', '1100.00']) {
    ids.push((await makeAdvert(t, catalog, owner.id, { price })).id);
  }
  await t.database.db.update(adverts).set({ viewCount: 900 }).where(eq(adverts.id, ids[1]!));
});
afterAll(() => t?.close());

describe('short lists for a signed-in customer', () => {
  it('shares popular adverts and similar homes, with their own hearts laid over', async () => {
    const other = await createUser(t);
    expect(favoryOf(await popular(other), ids[1]!)).toBe(false);
    expect(favoryOf(await similar(other), ids[1]!)).toBe(false);

    // A heart kept and views counted behind the API's back: the heart shows, the views wait.
    await t.database.db.insert(favorites).values({ userId: user.id, advertId: ids[1]! });
    await t.database.db.update(adverts).set({ viewCount: 950 }).where(eq(adverts.id, ids[1]!));
    const shared = await popular();
    expect(favoryOf(shared, ids[1]!)).toBe(true);
    expect(viewsOf(shared, ids[1]!)).toBe(900);
    expect(favoryOf(await similar(), ids[1]!)).toBe(true);

    expect(favoryOf(await popular(other), ids[1]!)).toBe(false);
    expect(favoryOf(await similar(other), ids[1]!)).toBe(false);
  });

  it('shares pages of the search the same way', async () => {
    const url = '/api/adverts?page=0&size=10&sort=price&type=ASC';
    const page = async (as: TestUser) => {
      const res = await call(t, { method: 'GET', url, token: as.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return res.json() as { content: Advert[]; totalElements: number };
    };
    const stranger = await createUser(t);
    const theirs = await page(stranger);
    const mine = await page(user);
    expect(theirs.totalElements).toBe(3);
    expect(mine).toEqual({
      ...theirs,
      content: theirs.content.map((a) => ({ ...a, favory: a.id === ids[1] })),
    });
  });

  it('reads them fresh right after the customer does something', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/favorites',
      token: user.token,
      payload: { advertId: ids[2] },
    });
    expect(res.statusCode).toBe(200);
    const fresh = await popular();
    expect(viewsOf(fresh, ids[1]!)).toBe(950);
    expect(favoryOf(fresh, ids[2]!)).toBe(true);
    expect(favoryOf(await similar(), ids[2]!)).toBe(true);
  });
});
