import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Advert, Page } from '@estate/contracts';
import { adverts, images } from '../../db/schema';
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
  t = await createTestApp();
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  const row = await makeAdvert(t, catalog, owner.id, {
    title: 'garden house',
    description: 'Quiet street',
    price: '250100.00',
  });
  advertId = row.id;
  await makeAdvert(t, catalog, owner.id, { title: 'Another flat' });
});

afterAll(() => t?.close());

describe("visitors' cached pages change with the data at once", () => {
  it('answers visitors with the same JSON as a user gets, without favory', async () => {
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

  it('sends browsers the kept body compressed as they accept, the same JSON inside', async () => {
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

  it('shows a new slug, a case-only title change and a price in the same bucket', async () => {
    await listed();
    await update({ slug: 'garden-house-renamed' });
    expect((await listed()).slug).toBe('garden-house-renamed');
    await update({ title: 'Garden House' });
    expect((await listed()).title).toBe('Garden House');
    await update({ price: '250200.00' });
    expect((await listed()).price).toBe(250200);
    await update({ location: 'Moda Caddesi 12' });
    expect((await listed()).location).toBe('Moda Caddesi 12');
  });

  it('shows a new featured picture and its removal', async () => {
    expect((await listed()).url).toBeNull();
    const [image] = await t.database.db
      .insert(images)
      .values({
        advertId,
        storageKey: `adverts/${advertId}/cache-test`,
        name: 'img-0',
        contentType: 'image/webp',
        width: 1200,
        height: 800,
        sizeBytes: 52_000,
        featured: true,
      })
      .returning();
    expect((await listed()).url).toContain(`adverts/${advertId}/cache-test`);
    await t.database.db.delete(images).where(eq(images.id, image!.id));
    expect((await listed()).url).toBeNull();
  });

  it('drops an advert that stops being public', async () => {
    await update({ status: 0 });
    const page = await visitorList();
    expect(page.content.some((a) => a.id === advertId)).toBe(false);
    await update({ status: 1 });
    expect((await visitorList()).content.some((a) => a.id === advertId)).toBe(true);
  });

  it("gives users the counters as they are now (visitors' may be a few seconds old)", async () => {
    await listed();
    await update({ viewCount: 41 });
    expect((await listed(owner.token)).viewCount).toBe(41);
  });

  it('keeps home summaries and popular adverts for visitors in step with the data', async () => {
    const cities = async () =>
      (await call(t, { method: 'GET', url: '/api/adverts/cities' })).json() as Array<{
        id: number;
        amount: number;
      }>;
    const before = (await cities()).find((c) => c.id === catalog.cityId)?.amount ?? 0;
    await makeAdvert(t, catalog, owner.id, { title: 'Third flat' });
    const after = (await cities()).find((c) => c.id === catalog.cityId)?.amount;
    expect(after).toBe(before + 1);

    const popular = await call(t, { method: 'GET', url: '/api/adverts/popular/6' });
    expect(popular.statusCode).toBe(200);
    expect(popular.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
