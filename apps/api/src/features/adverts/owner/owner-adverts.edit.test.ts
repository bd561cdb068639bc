import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdvertFormInput } from '@estate/contracts';
import {
  activityLogs,
  adverts,
  categories,
  categoryPropertyKeys,
  favorites,
  propertyValues,
  tourRequests,
} from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import {
  advertForm,
  makeAdvert,
  makeCatalog,
  makeTourRequest,
  type Catalog,
} from '../../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  other = await createUser(t);
});
afterAll(() => t.close());

const form = (fields: Partial<AdvertFormInput> = {}) => advertForm(catalog, fields);
const put = (slug: string, body: unknown, token?: string) =>
  call(t, { method: 'PUT', url: `/api/adverts/auth/${slug}`, payload: body as object, token });
const row = async (id: number) =>
  (await t.database.db.select().from(adverts).where(eq(adverts.id, id)))[0];

describe('PUT /adverts/auth/{slug}', () => {
  it('sends a pending advert back to review in place and ignores a status sent by the owner', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { status: 0 });
    const res = await put(advert.slug, { ...form(), status: 'ACTIVATED' }, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: advert.id, slug: advert.slug, status: 'PENDING' });
    expect(await row(advert.id)).toMatchObject({
      status: 0,
      title: 'Garden house',
      price: '90000.00',
    });
  });

  it('keeps an activated advert live while its edit waits for review (docs/product.md#revisions)', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { status: 1, title: 'Live one' });
    const res = await put(advert.slug, { ...form(), status: 'PENDING' }, owner.token);
    expect(res.json()).toMatchObject({ status: 'ACTIVATED', changesWaiting: true });
    expect(await row(advert.id)).toMatchObject({ status: 1, title: 'Live one' });
  });

  it('clears the rejection reason of a rejected advert sent back to review', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { status: 2, statusReason: 'No photos' });
    await put(advert.slug, form(), owner.token);
    expect(await row(advert.id)).toMatchObject({ status: 0, statusReason: null });
  });

  it("answers 404 for someone else's advert and changes nothing", async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { title: 'Untouched' });
    const res = await put(advert.slug, form({ title: 'Taken over' }), other.token);
    expect(res.statusCode).toBe(404);
    expect((await row(advert.id))!.title).toBe('Untouched');
  });

  it('takes a new slug, keeps the old one redirecting, and refuses a slug with a space', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { status: 0 });
    const spaced = await put(advert.slug, form({ slug: 'garden house' }), owner.token);
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().validations.slug).toBe("Required and don't use space character!");
    const renamed = await put(advert.slug, form({ slug: `garden-${advert.id}` }), owner.token);
    expect(renamed.json().slug).toBe(`garden-${advert.id}`);
    await t.database.db.update(adverts).set({ status: 1 }).where(eq(adverts.id, advert.id));
    const old = await call(t, { method: 'GET', url: `/api/adverts/${advert.slug}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/api/adverts/garden-${advert.id}`);
  });

  it('refuses a slug another advert uses', async () => {
    const mine = await makeAdvert(t, catalog, owner.id);
    const theirs = await makeAdvert(t, catalog, other.id);
    const res = await put(mine.slug, form({ slug: theirs.slug }), owner.token);
    expect(res.statusCode).toBe(409);
    expect((await row(mine.id))!.slug).toBe(mine.slug);
  });

  it("drops the old category's values when the category changes", async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { status: 0 });
    await put(advert.slug, form(), owner.token);
    const [office] = await t.database.db
      .insert(categories)
      .values({ title: `Shop ${advert.id}`, slug: `shop-${advert.id}`, icon: 'shop', seq: 9 })
      .returning();
    const [key] = await t.database.db
      .insert(categoryPropertyKeys)
      .values({ categoryId: office!.id, name: 'Frontage', seq: 1 })
      .returning();
    const res = await put(
      advert.slug,
      form({ category: office!.id, values: [{ keyId: key!.id, value: '12 m' }] }),
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    const values = await t.database.db
      .select()
      .from(propertyValues)
      .where(eq(propertyValues.advertId, advert.id));
    expect(values.map((v) => [v.keyId, v.value])).toEqual([[key!.id, '12 m']]);
  });
});

describe('DELETE /adverts/auth/{id}', () => {
  it("answers 404 for someone else's advert", async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const res = await call(t, {
      method: 'DELETE',
      url: `/api/adverts/auth/${advert.id}`,
      token: other.token,
    });
    expect(res.statusCode).toBe(404);
    expect(await row(advert.id)).toBeDefined();
  });

  it('deletes the advert with its values, favourites, tour requests, logs and picture files', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const db = t.database.db;
    await db
      .insert(propertyValues)
      .values({ advertId: advert.id, keyId: catalog.keyIds[0]!, value: '2' });
    await db.insert(favorites).values({ userId: other.id, advertId: advert.id });
    await makeTourRequest(t, advert, other.id);
    await db
      .insert(activityLogs)
      .values({ userId: owner.id, action: 'ADVERT_UPDATED', log: 'x', advertId: advert.id });
    const key = `adverts/${advert.id}/test-card.webp`;
    await t.app.storage.put(key, Buffer.from('RIFF0000WEBP'), 'image/webp');

    const res = await call(t, {
      method: 'DELETE',
      url: `/api/adverts/auth/${advert.id}`,
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('This Advert is deleted successfully');
    expect(await row(advert.id)).toBeUndefined();
    expect(
      await db.select().from(propertyValues).where(eq(propertyValues.advertId, advert.id)),
    ).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.advertId, advert.id))).toEqual([]);
    expect(
      await db.select().from(tourRequests).where(eq(tourRequests.advertId, advert.id)),
    ).toEqual([]);
    expect(
      await db.select().from(activityLogs).where(eq(activityLogs.advertId, advert.id)),
    ).toEqual([]);
    expect(await t.app.storage.get(key)).toBeUndefined();
  });
});
