import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { advertSlugHistory, adverts, favorites, images, propertyValues } from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
const ids: Record<string, number> = {};
const slugs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  other = await createUser(t);
  admin = await createUser(t, 'ADMIN');
  const make = async (name: string, fields: Parameters<typeof makeAdvert>[3]) => {
    const row = await makeAdvert(t, catalog, owner.id, fields);
    ids[name] = row.id;
    slugs[name] = row.slug;
    return row;
  };
  await make('seaView', {
    title: 'Deniz Manzaralı Daire',
    description: 'Kadıköy sahil',
    price: '250000.00',
    viewCount: 10,
  });
  await make('garden', {
    title: 'Garden house',
    description: 'Quiet street',
    price: '90000.00',
    advertTypeId: catalog.typeIds[1],
    tourRequestCount: 5,
  });
  await make('free', { title: 'Zero price plot', description: 'A gift', price: '0.00' });
  await make('pending', { title: 'Pending flat', status: 0 });
  await make('rejected', { title: 'Rejected flat', status: 2 });
  await make('switchedOff', { title: 'Switched off flat', isActive: false });
  await make('hiddenCategory', {
    title: 'Hidden category flat',
    categoryId: catalog.inactiveCategoryId,
  });
  await t.database.db.insert(images).values({
    advertId: ids.seaView!,
    storageKey: `adverts/${ids.seaView}/abc123`,
    name: 'img-0',
    contentType: 'image/webp',
    width: 1200,
    height: 800,
    sizeBytes: 1000,
    featured: true,
  });
  await t.database.db
    .insert(propertyValues)
    .values({ advertId: ids.seaView!, keyId: catalog.keyIds[0]!, value: '3' });
  await t.database.db.insert(favorites).values({ userId: other.id, advertId: ids.garden! });
});
afterAll(() => t.close());

const search = (query: string, token?: string) =>
  call(t, { method: 'GET', url: `/api/adverts?${query}`, token });
const titles = (res: { json(): { content: { title: string }[] } }) =>
  res
    .json()
    .content.map((a) => a.title)
    .sort();

describe('GET /adverts', () => {
  it('shows visitors only public adverts, whatever status they ask for', async () => {
    for (const status of ['', '0', '1', '2', 'PENDING']) {
      const res = await search(`status=${status}`);
      expect(res.statusCode).toBe(200);
      expect(titles(res)).toEqual(['Deniz Manzaralı Daire', 'Garden house', 'Zero price plot']);
    }
  });

  it('lets staff list any status', async () => {
    expect(titles(await search('status=0', admin.token))).toEqual(['Pending flat']);
    expect(titles(await search('status=REJECTED', admin.token))).toEqual(['Rejected flat']);
    expect((await search('status=1', admin.token)).json().totalElements).toBe(5);
  });

  it('gives staff the ACTIVATED adverts when they ask for no status (spec: status 1 by default)', async () => {
    const noStatus = await search('', admin.token);
    expect(noStatus.json().totalElements).toBe(5);
    expect(titles(noStatus)).not.toContain('Pending flat');
    expect(titles(noStatus)).not.toContain('Rejected flat');
  });

  it('matches q on title and description, ignoring case and accents', async () => {
    expect(titles(await search('q=MANZARALI'))).toEqual(['Deniz Manzaralı Daire']);
    expect(titles(await search('q=kadikoy'))).toEqual(['Deniz Manzaralı Daire']);
    expect(titles(await search('q=quiet%20garden'))).toEqual(['Garden house']);
    expect(titles(await search('q=nothing-like-this'))).toEqual([]);
  });

  it('treats SQL, HTML and LIKE wildcards in q as plain text', async () => {
    for (const q of ["' OR 1=1 --", '<script>alert(1)</script>', '%', '_', '\\']) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().totalElements).toBe(0);
    }
  });

  it('applies exact filters and an inclusive price range (0 allowed)', async () => {
    expect(titles(await search(`advert_type_id=${catalog.typeIds[1]}`))).toEqual(['Garden house']);
    expect(titles(await search('price_start=90000&price_end=250000'))).toEqual([
      'Deniz Manzaralı Daire',
      'Garden house',
    ]);
    expect(titles(await search('price_start=0&price_end=0'))).toEqual(['Zero price plot']);
    expect(
      (
        await search(
          `city=${catalog.cityId}&district=${catalog.districtId}&country=${catalog.countryId}&categoryid=${catalog.categoryIds[0]}`,
        )
      ).json().totalElements,
    ).toBe(3);
  });

  it('pages zero-based with exact totals and sorts by whitelisted fields', async () => {
    const first = (await search('size=2&page=0&sort=price&type=ASC')).json();
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(first.content.map((a: { price: number }) => a.price)).toEqual([0, 90000]);
    const second = (await search('size=2&page=1&sort=price&type=ASC')).json();
    expect(second.content.map((a: { price: number }) => a.price)).toEqual([250000]);
  });

  it('adds favory only when a token is sent', async () => {
    const visitor = (await search('q=garden')).json().content[0];
    expect(visitor).not.toHaveProperty('favory');
    expect((await search('q=garden', other.token)).json().content[0].favory).toBe(true);
    expect((await search('q=garden', owner.token)).json().content[0].favory).toBe(false);
  });

  it('returns the card fields of the specification', async () => {
    const advert = (await search('q=deniz')).json().content[0];
    expect(advert).toMatchObject({
      slug: slugs.seaView,
      price: 250000,
      status: 'ACTIVATED',
      cityName: 'İstanbul',
      districtName: 'Kadıköy',
      url: `/api/images/file/adverts/${ids.seaView}/abc123-card.webp`,
      user: { id: owner.id },
    });
    expect(advert.srcSet).toContain('480w');
    expect((await search('q=garden')).json().content[0].url).toBeNull();
  });

  it.each([
    'page=-1',
    'size=101',
    'size=0',
    'sort=password',
    'type=SIDEWAYS',
    'price_start=500&price_end=100',
    'price_start=abc',
    'categoryid=x',
    'city=-3',
    `q=${'a'.repeat(101)}`,
    'status=9',
  ])('answers %s with 400 and a message', async (query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });
  });
});

describe('home summaries', () => {
  it('counts public adverts per city and per active category', async () => {
    expect((await call(t, { method: 'GET', url: '/api/adverts/cities' })).json()).toEqual([
      { id: catalog.cityId, cityName: 'İstanbul', amount: 3 },
    ]);
    const types = (await call(t, { method: 'GET', url: '/api/adverts/exp-proprety' })).json();
    expect(types).toEqual([
      {
        slug: expect.any(String),
        categoryName: expect.stringMatching(/^House/),
        advertAmount: 3,
        icon: 'house',
      },
    ]);
  });

  it('orders popular adverts by 3 × tours + views', async () => {
    const res = await call(t, { method: 'GET', url: '/api/adverts/popular/6' });
    expect(res.json().map((a: { title: string }) => a.title)).toEqual([
      'Garden house',
      'Deniz Manzaralı Daire',
      'Zero price plot',
    ]);
    expect((await call(t, { method: 'GET', url: '/api/adverts/popular/0' })).statusCode).toBe(400);
    expect((await call(t, { method: 'GET', url: '/api/adverts/popular/many' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /adverts/{slug}', () => {
  it('returns advert, imges and values', async () => {
    const res = await call(t, { method: 'GET', url: `/api/adverts/${slugs.seaView}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.advert.id).toBe(ids.seaView);
    expect(body.imges).toEqual([
      expect.objectContaining({ featured: true, url: expect.stringContaining('gallery') }),
    ]);
    expect(body.values).toEqual([expect.objectContaining({ keyName: 'Bedrooms', value: '3' })]);
  });

  it('lists the featured picture first, then by position, and the values in key order', async () => {
    const owner = await createUser(t);
    const advert = await makeAdvert(t, catalog, owner.id, { title: 'Ordered pictures house' });
    const picture = (name: string, seq: number, featured: boolean) => ({
      advertId: advert.id,
      storageKey: `adverts/${advert.id}/${name}`,
      name,
      contentType: 'image/webp',
      width: 1200,
      height: 800,
      sizeBytes: 1000,
      seq,
      featured,
    });
    await t.database.db
      .insert(images)
      .values([picture('third', 3, false), picture('second', 2, true), picture('first', 1, false)]);
    // Area (seq 2) inserted before Bedrooms (seq 1): the page lists them by the key's position.
    await t.database.db.insert(propertyValues).values([
      { advertId: advert.id, keyId: catalog.keyIds[1]!, value: '120 m²' },
      { advertId: advert.id, keyId: catalog.keyIds[0]!, value: '4' },
    ]);
    const body = (await call(t, { method: 'GET', url: `/api/adverts/${advert.slug}` })).json();
    expect(body.imges.map((i: { url: string }) => i.url.match(/adverts\/\d+\/(\w+)/)![1])).toEqual([
      'second',
      'first',
      'third',
    ]);
    expect(body.imges.map((i: { featured: boolean }) => i.featured)).toEqual([true, false, false]);
    expect(body.values).toEqual([
      expect.objectContaining({ keyName: 'Bedrooms', value: '4', keyId: catalog.keyIds[0] }),
      expect.objectContaining({ keyName: 'Area', value: '120 m²', keyId: catalog.keyIds[1] }),
    ]);
    expect(body.values[0]).toEqual({
      id: expect.any(Number),
      keyId: catalog.keyIds[0],
      keyName: 'Bedrooms',
      value: '4',
      categoryId: expect.any(Number),
      type: 'text',
      unit: null,
    });
    expect(body.imges[0]).toMatchObject({ id: expect.any(Number), width: 1200, height: 800 });
  });

  it('counts a view once per viewer per hour, never the owner', async () => {
    const viewCount = async () =>
      (
        await t.database.db
          .select({ v: adverts.viewCount })
          .from(adverts)
          .where(eq(adverts.id, ids.free!))
      )[0]!.v;
    const before = await viewCount();
    await call(t, { method: 'GET', url: `/api/adverts/${slugs.free}`, token: other.token });
    await call(t, { method: 'GET', url: `/api/adverts/${slugs.free}`, token: other.token });
    await call(t, { method: 'GET', url: `/api/adverts/${slugs.free}`, token: owner.token });
    await call(t, { method: 'GET', url: `/api/adverts/${slugs.free}`, remoteAddress: '10.1.1.1' });
    expect(await viewCount()).toBe(before + 2);
  });

  it('shows a non-public advert only to its owner and staff', async () => {
    for (const name of ['pending', 'rejected', 'switchedOff', 'hiddenCategory']) {
      const url = `/api/adverts/${slugs[name]}`;
      expect((await call(t, { method: 'GET', url })).statusCode).toBe(404);
      expect((await call(t, { method: 'GET', url, token: other.token })).statusCode).toBe(404);
      expect((await call(t, { method: 'GET', url, token: owner.token })).statusCode).toBe(200);
      expect((await call(t, { method: 'GET', url, token: admin.token })).statusCode).toBe(200);
    }
  });

  it('redirects an old slug to the current one and 404s an unknown slug', async () => {
    await t.database.db
      .insert(advertSlugHistory)
      .values({ slug: 'old-garden-slug', advertId: ids.garden! });
    const res = await call(t, { method: 'GET', url: '/api/adverts/old-garden-slug' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/api/adverts/${slugs.garden}`);
    const missing = await call(t, { method: 'GET', url: '/api/adverts/no-such-advert' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This advert does not exist or is no longer published.');
  });
});
