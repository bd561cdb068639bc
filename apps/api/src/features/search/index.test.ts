import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Advert, Page } from '@estate/contracts';
import { adverts, favorites } from '../../db/schema';
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

// Signed-in callers read everything fresh: every change that moves a page or a total shows on
// their next request, whatever visitors are still being answered.

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

describe('a signed-in caller', () => {
  it('sees a price change, their new advert and a withdrawn one on the next request', async () => {
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

  it('reads counters and favourites fresh', async () => {
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

  it('gets the exact total past the last page too', async () => {
    const deep = await list('page=21');
    expect(deep.content).toEqual([]);
    expect(deep.totalElements).toBe(4);
    expect((await list('page=21')).totalElements).toBe(4);
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
    const query = { page: 0, size: 2, sort: 'price', type: 'ASC', city: catalog.cityId } as const;
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
