import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Advert, Page } from '@estate/contracts';
import { adverts, favorites, users } from '../../db/schema';
import { queryRows, type Db } from '../../db/client';
import { MAX_NAMED_STATEMENTS } from '../../db/named-query';
import { PublicBody } from '../../lib/http/public-body';
import { createSearch } from '.';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';

// A signed-in customer shares the visitors' page (up to the cache age) with their own hearts
// laid over; once they do something, their next requests read everything fresh, so they see
// their own change at once.

let t: TestApp;
let catalog: Catalog;
let user: TestUser;
const ids: number[] = [];

const RANGE = 'price_start=1000&price_end=2000';

async function list(query: string, as: TestUser = user): Promise<Page<Advert>> {
  const res = await call(t, {
    method: 'GET',
    url: `/api/adverts?city=${catalog.cityId}&size=2&sort=price&type=ASC&${query}`,
    token: as.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const prices = (page: Page<Advert>) => page.content.map((a) => a.price);

/** Something the user does through the API (it lands in their activity log). */
async function toggleFavourite(as: TestUser, advertId: number) {
  const res = await call(t, {
    method: 'POST',
    url: '/api/favorites',
    token: as.token,
    payload: { advertId },
  });
  expect(res.statusCode).toBe(200);
}

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

describe('a signed-in customer', () => {
  it("gets the shared page with their own hearts, others' changes within the cache age", async () => {
    const neighbour = await createUser(t);
    const before = await list(RANGE, neighbour);
    expect(prices(before)).toEqual([1100, 1200]);
    expect(before.content.every((advert) => advert.favory === false)).toBe(true);

    // Someone else's change (no activity of this user) and a heart kept behind the API's back
    // before this user's first list (a person's favourites are kept for the cache age too).
    await t.database.db.update(adverts).set({ price: '1050.00' }).where(eq(adverts.id, ids[2]!));
    await t.database.db.insert(favorites).values({ userId: user.id, advertId: ids[1]! });
    const shared = await list(RANGE);
    expect(prices(shared)).toEqual([1100, 1200]);
    expect(shared.content.map((advert) => advert.favory)).toEqual([false, true]);
  });

  it('sees everything fresh, their own changes included, right after doing something', async () => {
    const stranger = await createUser(t);
    expect(prices(await list(RANGE, stranger))).toEqual([1100, 1200]);
    await makeAdvert(t, catalog, stranger.id, { price: '1000.00' });
    await toggleFavourite(stranger, ids[0]!);
    const fresh = await list(RANGE, stranger);
    expect(prices(fresh)).toEqual([1000, 1050]);
    expect(fresh.totalElements).toBe(4);

    await t.database.db.update(adverts).set({ status: 0 }).where(eq(adverts.id, ids[0]!));
    const withdrawn = await list(RANGE, stranger);
    expect(prices(withdrawn)).toEqual([1000, 1050]);
    expect(withdrawn.totalElements).toBe(3);
  });

  it('reads counters and favourites fresh after doing something', async () => {
    await toggleFavourite(user, ids[3]!);
    const first = (await list(RANGE)).content[1]!;
    await t.database.db
      .update(adverts)
      .set({ viewCount: first.viewCount + 5 })
      .where(eq(adverts.id, first.id));
    await toggleFavourite(user, first.id);
    const again = (await list(RANGE)).content.find((advert) => advert.id === first.id)!;
    expect(again.viewCount).toBe(first.viewCount + 5);
    expect(again.favory).toBe(!first.favory);
  });

  it('gets the exact total past the last page too', async () => {
    const deep = await list('page=21');
    expect(deep.content).toEqual([]);
    expect(deep.totalElements).toBeGreaterThan(0);
    expect((await list('page=21')).totalElements).toBe(deep.totalElements);
  });
});

describe('staff', () => {
  const pending = (as: TestUser) =>
    call(t, {
      method: 'GET',
      url: `/api/adverts?city=${catalog.cityId}&status=0&sort=createAt&type=DESC&size=20`,
      token: as.token,
    }).then((res) => res.json() as Page<Advert>);
  const stampOf = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.lastChangeAt;

  it("read fresh: others' changes show at once (docs/product.md#freshness)", async () => {
    const manager = await createUser(t, 'MANAGER');
    const waiting = await makeAdvert(t, catalog, user.id, { status: 0 });
    const before = await pending(manager);
    expect(before.content.map((advert) => advert.id)).toContain(waiting.id);

    // Someone else's new advert and a change behind the API's back, within the cache age.
    const later = await makeAdvert(t, catalog, user.id, { status: 0 });
    const now = await pending(manager);
    expect(now.totalElements).toBe(before.totalElements + 1);
    expect(now.content.map((advert) => advert.id)).toContain(later.id);
    expect(await stampOf(manager.id)).toBeNull();
  });
});

/** The database with its statements counted (queryRows goes through execute). */
function countingDb(db: Db) {
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute')
        return (...args: Parameters<Db['execute']>) => {
          statements += 1;
          return target.execute(...args);
        };
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: counted, statements: () => statements };
}

describe('visitors', () => {
  it('asking the same thing at the same moment run one query', async () => {
    const { db, statements } = countingDb(t.database.db);
    const search = createSearch({ db, storage: t.app.storage, cacheSeconds: 10 });
    // The currency given: the site's default is read once per cache age, apart from the answer.
    const query = {
      page: 0,
      size: 2,
      sort: 'price',
      type: 'ASC',
      city: catalog.cityId,
      currency: 'USD',
    } as const;
    const answer = () =>
      search.visitorAnswer('same', async () => {
        const page = await search.page(query);
        return new PublicBody(JSON.stringify(page));
      });
    await Promise.all(Array.from({ length: 25 }, answer));
    const forOne = statements();
    expect(forOne).toBeGreaterThan(0);
    expect(forOne).toBeLessThanOrEqual(2);
  });

  it('never hold more answers than the cache bound', async () => {
    const bound = 20_000;
    const search = createSearch({
      db: t.database.db,
      storage: t.app.storage,
      cacheSeconds: 10,
      cacheBytes: bound,
    });
    for (let size = 1; size <= 60; size++) {
      await search.visitorAnswer(`page-${size}`, async () => {
        const page = await search.page({ page: 0, size, sort: 'price', type: 'ASC' });
        return new PublicBody(JSON.stringify(page));
      });
      expect(search.cachedBytes).toBeLessThanOrEqual(bound);
    }
    expect(search.cachedBytes).toBeGreaterThan(0);
  });
});

describe('prepared statements (security review: unbounded statements exhausted memory)', () => {
  it('stay bounded whatever page, size, sort and filters are asked for', async () => {
    for (let i = 0; i < 120; i++) {
      const query = `page=${i % 7}&size=${1 + (i % 97)}&sort=${['title', 'price', 'createAt', 'viewCount'][i % 4]}&price_start=${i}&q=${i % 3 ? '' : 'flat'}`;
      const res = await call(t, { method: 'GET', url: `/api/adverts?${query}`, token: user.token });
      expect(res.statusCode).toBe(200);
      const visitor = await call(t, { method: 'GET', url: `/api/adverts?${query}` });
      expect(visitor.statusCode).toBe(200);
    }
    const [row] = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM pg_prepared_statements`,
    );
    expect(Number(row!.n)).toBeLessThanOrEqual(MAX_NAMED_STATEMENTS);
  });
});
