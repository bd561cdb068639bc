import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { advertSearchQuerySchema, type Advert, type Page } from '@estate/contracts';
import { adverts, categories } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { foldText } from '../../lib/text';
import { createAdvertsRepository } from './adverts.repository';

// Kept totals and page ids are brought forward across versions by the change log (migration
// 0009, search-changes.ts). To see whether a total was kept or counted again, the test adds 100
// to the prefix count of "garden" behind the triggers' back: a recount shows it, a forwarded
// total does not.

let t: TestApp;
let catalog: Catalog;
let user: TestUser;
const ids: Record<string, number> = {};

async function search(q: string): Promise<Page<Advert>> {
  const res = await call(t, {
    method: 'GET',
    url: `/api/adverts?q=${encodeURIComponent(q)}&size=10&sort=title&type=DESC`,
    token: user.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const tamper = (by: number) =>
  t.database.db.execute(
    sql`UPDATE advert_term_counts SET n = n + ${by}
        WHERE term = 'garden' AND category_id = ${catalog.categoryIds[0]!}`,
  );

const setPrice = (id: number, price: string) =>
  t.database.db.update(adverts).set({ price }).where(eq(adverts.id, id));

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  const owner = await createUser(t);
  user = await createUser(t);
  for (const [name, title] of [
    ['a', 'Garden house'],
    ['b', 'Garden villa'],
    ['c', 'Pool flat'],
  ] as const) {
    ids[name] = (await makeAdvert(t, catalog, owner.id, { title, description: title })).id;
  }
});

afterAll(() => t?.close());

describe('kept search results across versions', () => {
  it('keep a total through writes that cannot change it, and move it by those that do', async () => {
    expect((await search('garden')).totalElements).toBe(2);
    await tamper(100);

    // An advert outside the search changes: the kept total stays (a recount would say 102).
    await setPrice(ids.c!, '123.00');
    const afterOther = await search('garden');
    expect(afterOther.totalElements).toBe(2);
    expect(afterOther.content.map((a) => a.id)).toEqual([ids.b, ids.a]);

    // An advert inside it changes its price: the title-sorted page and its total stay.
    await setPrice(ids.a!, '456.00');
    const afterInside = await search('garden');
    expect(afterInside.totalElements).toBe(2);
    expect(afterInside.content.find((a) => a.id === ids.a)!.price).toBe(456);

    // A new matching advert: the total moves by one, the page is made again and shows it.
    const owner = await createUser(t);
    ids.d = (
      await makeAdvert(t, catalog, owner.id, { title: 'Garden cottage', description: 'x' })
    ).id;
    const afterNew = await search('garden');
    expect(afterNew.totalElements).toBe(3);
    expect(afterNew.content.map((a) => a.id)).toEqual([ids.b, ids.a, ids.d]);

    // Withdrawn: it leaves the total and the page.
    await t.database.db.update(adverts).set({ isActive: false }).where(eq(adverts.id, ids.b!));
    const afterWithdrawn = await search('garden');
    expect(afterWithdrawn.totalElements).toBe(2);
    expect(afterWithdrawn.content.map((a) => a.id)).toEqual([ids.a, ids.d]);

    // A category change is not logged per advert: everything kept is dropped and recounted.
    await t.database.db
      .update(categories)
      .set({ title: 'Houses and villas' })
      .where(eq(categories.id, catalog.categoryIds[0]!));
    expect((await search('garden')).totalElements).toBe(102);
    await tamper(-100);
  });

  it('answers the same as a fresh count after a run of mixed writes', async () => {
    await search('garden');
    await search('pool');
    await setPrice(ids.a!, '999.00');
    await t.database.db
      .update(adverts)
      .set({
        title: 'Pool and garden house',
        description: 'Pool and garden house',
        searchText: foldText('Pool and garden house Pool and garden house'),
      })
      .where(eq(adverts.id, ids.a!));
    await t.database.db.update(adverts).set({ isActive: true }).where(eq(adverts.id, ids.b!));
    await t.database.db.delete(adverts).where(eq(adverts.id, ids.d!));
    const garden = await search('garden');
    const pool = await search('pool');
    expect(garden.content.map((a) => a.id)).toEqual([ids.a, ids.b]);
    expect(garden.totalElements).toBe(2);
    expect(pool.content.map((a) => a.id)).toEqual([ids.c, ids.a]);
    expect(pool.totalElements).toBe(2);
  });
});

describe('a count that comes back after the cache moved on', () => {
  it('is brought forward to the newer version instead of being thrown away', async () => {
    // A repository of its own on the test database, whose count of "villa" is held back until
    // another search has moved the cache to a newer version (what a slow count meets under load).
    const db = t.database.db;
    const repo = createAdvertsRepository(db);
    const scope = { publicOnly: true };
    const query = (q: string) =>
      advertSearchQuerySchema.parse({ q, page: 0, size: 10, sort: 'title', type: 'DESC' });
    await repo.search(query('garden'), scope);

    // The count's statement: through db.execute (EXECUTE of a prepared statement) embedded, through
    // the pool's query (a named statement) on a PostgreSQL server; both carry the word 'villa'.
    const target = (
      t.database.kind === 'postgres' ? (db as unknown as { $client: object }).$client : db
    ) as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const method = t.database.kind === 'postgres' ? 'query' : 'execute';
    const original = target[method]!.bind(target);
    let held = false;
    const spied = vi.spyOn(target, method).mockImplementation(async (...args: unknown[]) => {
      const result = await original(...args);
      if (!held && JSON.stringify(args).includes('villa')) {
        held = true;
        spied.mockRestore();
        await setPrice(ids.c!, '321.00'); // a newer version, logged, outside "villa"
        await repo.search(query('garden'), scope); // moves the cache to it
      }
      return result;
    });

    const first = await repo.search(query('villa'), scope);
    expect(held).toBe(true);
    expect(first.total).toBe(1);

    // Kept at the newer version: skewing the prefix counts now does not show.
    await t.database.db.execute(
      sql`UPDATE advert_term_counts SET n = n + 100
          WHERE term = 'villa' AND category_id = ${catalog.categoryIds[0]!}`,
    );
    expect((await repo.search(query('villa'), scope)).total).toBe(1);
    await t.database.db.execute(
      sql`UPDATE advert_term_counts SET n = n - 100
          WHERE term = 'villa' AND category_id = ${catalog.categoryIds[0]!}`,
    );
  });
});
