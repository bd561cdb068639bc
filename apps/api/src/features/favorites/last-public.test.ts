import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adverts, categories, favorites, images } from '../../db/schema';
import { call, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { advertForm, makeAdvert, makeTourRequest, type Catalog } from '../../../test/factories';
import { createImagesTestApp, pictures, upload } from '../adverts/pictures/images.test-kit';

// The security review's finding: after staff reject an advert, its owner edits it in place, and
// those who hearted it, asked for a tour or wrote about it must still see only what was last
// public of it (docs/product.md#favourites).

let kit: Awaited<ReturnType<typeof createImagesTestApp>>;
let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let fan: TestUser;
let staff: TestUser;

beforeAll(async () => {
  kit = await createImagesTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  ({ t, catalog } = kit);
  [owner, fan, staff] = await Promise.all([createUser(t), createUser(t), createUser(t, 'MANAGER')]);
});
afterAll(() => kit.close());

const get = (url: string, who: TestUser) =>
  call(t, { method: 'GET', url: `/api${url}`, token: who.token });

async function decide(advertId: number, status: 'ACTIVATED' | 'REJECTED') {
  const [row] = await t.database.db.select().from(adverts).where(eq(adverts.id, advertId));
  const res = await call(t, {
    method: 'PUT',
    url: '/api/adverts/admin/status',
    payload: { ids: [advertId], versions: { [advertId]: row!.version }, status, reason: 'Other' },
    token: staff.token,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A public advert with one approved picture, hearted, toured and written about by the fan. */
async function hearted(title: string) {
  const advert = await makeAdvert(t, catalog, owner.id, { title, status: 0, price: '200000.00' });
  const added = await upload(t, advert.id, await pictures(1), owner.token);
  expect(added.statusCode, added.body).toBe(201);
  await decide(advert.id, 'ACTIVATED');
  const approvedKey = (
    await t.database.db.select().from(images).where(eq(images.advertId, advert.id))
  )[0]!.storageKey;
  expect(
    (
      await call(t, {
        method: 'POST',
        url: '/api/favorites',
        payload: { advertId: advert.id },
        token: fan.token,
      })
    ).json().favory,
  ).toBe(true);
  await makeTourRequest(t, advert, fan.id);
  const thread = await call(t, {
    method: 'POST',
    url: '/api/conversations',
    payload: { advertId: advert.id, message: 'Is it still for sale?' },
    token: fan.token,
  });
  expect(thread.statusCode, thread.body).toBe(201);
  return { advert, approvedKey };
}

/** The owner's in-place edit of a rejected advert, with a new picture made the featured one. */
async function editInPlace(advert: { id: number; slug: string }) {
  const form = advertForm(catalog, {
    title: 'Unreviewed title',
    description: 'Call 0555 SECRET',
    price: 1,
  });
  const edit = await call(t, {
    method: 'PUT',
    url: `/api/adverts/auth/${advert.slug}`,
    payload: { ...form, location: '' },
    token: owner.token,
  });
  expect(edit.statusCode, edit.body).toBe(200);
  const added = await upload(t, advert.id, await pictures(1), owner.token);
  expect(added.statusCode, added.body).toBe(201);
  const featured = await call(t, {
    method: 'PUT',
    url: `/api/images/${added.json()[0].id}/featured`,
    token: owner.token,
  });
  expect(featured.statusCode, featured.body).toBe(200);
  return added.json()[0].id as number;
}

const favoriteOf = async (advertId: number, who = fan) =>
  (await get('/favorites/auth?size=100', who))
    .json()
    .content.find((c: { advert: { id: number } }) => c.advert.id === advertId);

describe('an advert rejected and then edited in place by its owner', () => {
  it('shows those who kept it only what was last public, marked no longer available', async () => {
    const { advert, approvedKey } = await hearted('Approved seaside flat');
    await decide(advert.id, 'REJECTED');
    await editInPlace(advert);

    const card = await favoriteOf(advert.id);
    expect(card).toEqual({
      available: false,
      advert: {
        id: advert.id,
        slug: advert.slug,
        title: 'Approved seaside flat',
        price: 200000,
        currency: 'USD',
        imageUrl: expect.stringContaining(approvedKey),
        favory: true,
      },
      savedPrice: 200000,
      savedAt: expect.any(String),
    });
    const asText = JSON.stringify(await get('/favorites/auth?size=100', fan).then((r) => r.json()));
    expect(asText).not.toMatch(/Unreviewed|SECRET|description/);

    const tours = (await get('/tourRequest?size=100', fan)).json().content;
    const tour = tours.find((r: { advert: { id: number } }) => r.advert.id === advert.id);
    expect(tour.advert).toEqual({
      id: advert.id,
      slug: advert.slug,
      title: 'Approved seaside flat',
      available: false,
    });

    const threads = (await get('/conversations', fan)).json().content;
    const thread = threads.find((c: { advert: { id: number } }) => c.advert.id === advert.id);
    expect(thread.advert).toMatchObject({ title: 'Approved seaside flat', available: false });
    const detail = (await get(`/conversations/${thread.id}`, fan)).json();
    expect(detail.advert).toMatchObject({ title: 'Approved seaside flat', available: false });

    const data = await get('/user/auth/export', fan);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.body).not.toMatch(/Unreviewed|SECRET/);
    expect(data.json().favorites).toContainEqual(
      expect.objectContaining({
        advertId: advert.id,
        advertTitle: 'Approved seaside flat',
        available: false,
      }),
    );
    expect(data.json().tourRequests.asGuest).toContainEqual(
      expect.objectContaining({
        advertId: advert.id,
        advertTitle: 'Approved seaside flat',
        available: false,
      }),
    );
  });

  it('still shows the owner their own current advert, and the heart still removes the favourite', async () => {
    const { advert } = await hearted('Owner kept flat');
    await decide(advert.id, 'REJECTED');
    await editInPlace(advert);
    const own = (await get('/tourRequest?role=owner&size=100', owner)).json().content;
    expect(
      own.find((r: { advert: { id: number } }) => r.advert.id === advert.id).advert,
    ).toMatchObject({
      title: 'Unreviewed title',
      available: true,
    });
    const removed = await call(t, {
      method: 'POST',
      url: '/api/favorites',
      payload: { advertId: advert.id },
      token: fan.token,
    });
    expect(removed.json()).toEqual({ advertId: advert.id, favory: false });
    expect(await favoriteOf(advert.id)).toBeUndefined();
  });

  it('shows the placeholder once the owner deletes the approved picture', async () => {
    const { advert } = await hearted('Picture gone flat');
    await decide(advert.id, 'REJECTED');
    await editInPlace(advert);
    const [approved] = await t.database.db
      .select()
      .from(images)
      .where(eq(images.advertId, advert.id))
      .orderBy(images.id);
    const res = await call(t, {
      method: 'DELETE',
      url: `/api/images/${approved!.id}`,
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await favoriteOf(advert.id)).advert).toMatchObject({
      title: 'Picture gone flat',
      imageUrl: null,
    });
  });

  it('shows the current advert again once it is approved again', async () => {
    const { advert } = await hearted('Back again flat');
    await decide(advert.id, 'REJECTED');
    await editInPlace(advert);
    await decide(advert.id, 'ACTIVATED');
    const card = await favoriteOf(advert.id);
    expect(card).toMatchObject({
      available: true,
      advert: { title: 'Unreviewed title', price: 1 },
    });
  });
});

describe('other ways off the site', () => {
  it('keeps what was public when the category is switched off', async () => {
    const [category] = await t.database.db
      .insert(categories)
      .values({
        title: `Barns ${Date.now()}`,
        slug: `barns-${Date.now()}`,
        icon: 'house',
        seq: 9,
        isActive: true,
      })
      .returning();
    const advert = await makeAdvert(t, catalog, owner.id, {
      title: 'Red barn',
      categoryId: category!.id,
    });
    await call(t, {
      method: 'POST',
      url: '/api/favorites',
      payload: { advertId: advert.id },
      token: fan.token,
    });
    await t.database.db
      .update(categories)
      .set({ isActive: false })
      .where(eq(categories.id, category!.id));
    // Sent back to review, the owner edits it in place: the category's switch kept the old title.
    await t.database.db
      .update(adverts)
      .set({ status: 0, title: 'Blue barn' })
      .where(eq(adverts.id, advert.id));
    expect(await favoriteOf(advert.id)).toMatchObject({
      available: false,
      advert: { title: 'Red barn', imageUrl: null },
    });
  });

  it('shows nothing of an advert that was never public but "no longer available"', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { title: 'Never shown', status: 0 });
    await t.database.db.insert(favorites).values({ userId: fan.id, advertId: advert.id });
    expect(await favoriteOf(advert.id)).toMatchObject({
      available: false,
      advert: { id: advert.id, slug: '', title: null, price: null, currency: null, imageUrl: null },
    });
  });
});
