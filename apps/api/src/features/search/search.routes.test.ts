import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Advert, Page } from '@estate/contracts';
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
let advertId: number;
let slug: string;

/** The visitor's list of the test's city, as the property list asks for it. */
async function visitorList(token?: string): Promise<Page<Advert>> {
  const res = await call(t, {
    method: 'GET',
    url: `/api/adverts?city=${catalog.cityId}&size=10&sort=title&type=DESC`,
    token,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function listed(token?: string): Promise<Advert> {
  const found = (await visitorList(token)).content.find((a) => a.id === advertId);
  expect(found).toBeDefined();
  return found!;
}

const update = (fields: Partial<typeof adverts.$inferInsert>) =>
  t.database.db.update(adverts).set(fields).where(eq(adverts.id, advertId));

beforeAll(async () => {
  // One second: the tests wait for a visitor's answer to catch up without slowing the suite.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 1 });
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  const row = await makeAdvert(t, catalog, owner.id, {
    title: 'garden house',
    description: 'Quiet street',
    price: '250100.00',
  });
  advertId = row.id;
  slug = row.slug;
  await makeAdvert(t, catalog, owner.id, { title: 'Another flat' });
});

afterAll(() => t?.close());

describe("visitors' answers", () => {
  it('are the same JSON as a user gets, without favory', async () => {
    const res = await call(t, { method: 'GET', url: `/api/adverts?city=${catalog.cityId}` });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await call(t, { method: 'GET', url: `/api/adverts?city=${catalog.cityId}` });
    expect(again.body).toBe(res.body);
    const asUser: Page<Advert> = (
      await call(t, {
        method: 'GET',
        url: `/api/adverts?city=${catalog.cityId}`,
        token: owner.token,
      })
    ).json();
    const asVisitor: Page<Advert> = res.json();
    expect(asVisitor.totalElements).toBe(asUser.totalElements);
    expect(asVisitor.content.map((a) => a.id)).toEqual(asUser.content.map((a) => a.id));
    expect(asVisitor.content.every((a) => a.favory === undefined)).toBe(true);
    expect(asUser.content.every((a) => a.favory === false)).toBe(true);
  });

  it('go to browsers compressed as they accept, the same JSON inside', async () => {
    const url = `/api/adverts?city=${catalog.cityId}`;
    const plain = await call(t, { method: 'GET', url });
    const br = await call(t, { method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await call(t, { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('carry Cache-Control and an ETag, and answer 304 to a matching If-None-Match', async () => {
    for (const url of [
      `/api/adverts?city=${catalog.cityId}`,
      '/api/adverts/cities',
      '/api/adverts/exp-proprety',
      '/api/adverts/popular/6',
      `/api/adverts/${slug}`,
    ]) {
      const first = await call(t, { method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control']).toBe(
        'public, max-age=1, s-maxage=1, stale-while-revalidate=1',
      );
      expect(first.headers.vary).toContain('authorization');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const revalidated = await call(t, { method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.body).toBe('');
      const other = await call(t, { method: 'GET', url, headers: { 'if-none-match': 'W/"x"' } });
      expect(other.statusCode).toBe(200);
    }
  });

  it('are never kept for signed-in callers, whose answers carry their hearts', async () => {
    const res = await call(t, {
      method: 'GET',
      url: `/api/adverts?city=${catalog.cityId}`,
      token: owner.token,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('show an edit within the cache age, and a signed-in owner sees it at once', async () => {
    await listed();
    await update({ title: 'Garden house renamed', price: '250200.00' });
    // Any write of the owner's through the API is stamped (plugins/auth.ts): their next reads
    // are fresh. A heart stands in for the edit, which the test made behind the API's back.
    const heart = await call(t, {
      method: 'POST',
      url: '/api/favorites',
      token: owner.token,
      payload: { advertId },
    });
    expect(heart.statusCode).toBe(200);
    expect(await listed(owner.token)).toMatchObject({
      title: 'Garden house renamed',
      price: 250200,
    });
    await vi.waitFor(async () => expect((await listed()).title).toBe('Garden house renamed'), {
      timeout: 5_000,
      interval: 100,
    });
  });

  it('drop an advert that stops being public within the cache age', async () => {
    await update({ status: 0 });
    const withdrawnForVisitors = async () =>
      expect((await visitorList()).content.some((a) => a.id === advertId)).toBe(false);
    await vi.waitFor(withdrawnForVisitors, { timeout: 5_000, interval: 100 });
    await update({ status: 1 });
  });

  it('give signed-in callers the counters within the cache age too', async () => {
    await update({ viewCount: 41 });
    await vi.waitFor(async () => expect((await listed(owner.token)).viewCount).toBe(41), {
      timeout: 5_000,
      interval: 100,
    });
  });

  it('keep home summaries in step with the data within the cache age', async () => {
    const cityAmount = async () =>
      (
        (await call(t, { method: 'GET', url: '/api/adverts/cities' })).json() as Array<{
          id: number;
          amount: number;
        }>
      ).find((c) => c.id === catalog.cityId)?.amount ?? 0;
    const before = await cityAmount();
    await makeAdvert(t, catalog, owner.id, { title: 'Third flat' });
    await vi.waitFor(async () => expect(await cityAmount()).toBe(before + 1), {
      timeout: 5_000,
      interval: 100,
    });
  });
});
