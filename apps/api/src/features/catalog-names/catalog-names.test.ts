import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { advertTypes, categories, categoryPropertyKeys, propertyValues } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';

/** docs/product.md#the-sites-own-words: names per language, English where none is kept. */
let t: TestApp;
let catalog: Catalog;
let admin: TestUser;
let advertSlug: string;
const TURKISH = { 'accept-language': 'tr-TR,tr;q=0.9' };
const ENGLISH = { 'accept-language': 'en-US' };

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  admin = await createUser(t, 'ADMIN');
  const db = t.database.db;
  await db
    .update(advertTypes)
    .set({ titleTr: 'Satılık' })
    .where(eq(advertTypes.id, catalog.typeIds[0]));
  await db
    .update(categories)
    .set({ titleTr: 'Müstakil Ev' })
    .where(eq(categories.id, catalog.categoryIds[0]));
  await db
    .update(categoryPropertyKeys)
    .set({ nameTr: 'Yatak odası', type: 'number', unit: 'rooms', unitTr: 'oda' })
    .where(eq(categoryPropertyKeys.id, catalog.keyIds[0]!));
  const advert = await makeAdvert(t, catalog, admin.id);
  advertSlug = advert.slug;
  await db
    .insert(propertyValues)
    .values({ advertId: advert.id, keyId: catalog.keyIds[0]!, value: '3', numberValue: 3 });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, token?: string) =>
  call(t, { method: 'GET', url, headers, token });
const saveType = (payload: Record<string, unknown>, id?: number) =>
  call(t, {
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/advert-types/${id}` : '/api/advert-types',
    payload,
    token: admin.token,
  });

describe('advert types and categories in the reader’s language', () => {
  it('answers the Turkish name to a Turkish reader, the English one otherwise', async () => {
    const titleOf = async (headers: Record<string, string>) => {
      const res = await get('/api/advert-types', headers);
      expect(res.headers.vary).toMatch(/accept-language/i);
      return res.json().find((x: { id: number }) => x.id === catalog.typeIds[0]).title;
    };
    expect(await titleOf(TURKISH)).toBe('Satılık');
    expect(await titleOf(ENGLISH)).toMatch(/^Sale /);
    // A language the site does not offer, and none at all, read as English.
    expect(await titleOf({ 'accept-language': 'xx-YY' })).toMatch(/^Sale /);
    expect(await titleOf({})).toMatch(/^Sale /);
  });

  it('falls back to English where no Turkish name is kept, marked null for staff', async () => {
    const types = (await get('/api/advert-types', TURKISH)).json();
    const rent = types.find((x: { id: number }) => x.id === catalog.typeIds[1]);
    expect(rent).toEqual({
      id: catalog.typeIds[1],
      title: expect.stringMatching(/^Rent /),
      titleTr: null,
    });
  });

  it('names the category and its keys and units in Turkish; search finds either name', async () => {
    const page = (await get('/api/categories?q=müstakil', TURKISH)).json();
    expect(page.totalElements).toBe(1);
    const [house] = page.content;
    expect(house.title).toBe('Müstakil Ev');
    expect(house.slug).toMatch(/^house-/);
    expect(house.properties[0]).toMatchObject({ name: 'Yatak odası', unit: 'oda', unitTr: 'oda' });
    const english = (await get('/api/categories?q=house', ENGLISH)).json().content[0];
    expect(english.title).toMatch(/^House /);
    expect(english.properties[0]).toMatchObject({ name: 'Bedrooms', unit: 'rooms' });
    // Staff read both names, whatever language they read the site in.
    const admin1 = await get('/api/categories/admin?q=müstakil', TURKISH, admin.token);
    expect(admin1.json().content[0]).toMatchObject({
      title: expect.stringMatching(/^House /),
      titleTr: 'Müstakil Ev',
    });
  });

  it('names type, category and keys of an advert page and of the search in Turkish', async () => {
    // English first: the visitors' kept answers are kept per language.
    const en = (await get(`/api/adverts/${advertSlug}`, ENGLISH)).json();
    expect(en.advert.category.title).toMatch(/^House /);
    const tr = await get(`/api/adverts/${advertSlug}`, TURKISH);
    expect(tr.headers.vary).toMatch(/accept-language/i);
    const detail = tr.json();
    expect(detail.advert).toMatchObject({
      advertType: { title: 'Satılık' },
      advertTypeName: 'Satılık',
      category: { title: 'Müstakil Ev' },
      categoryName: 'Müstakil Ev',
    });
    expect(detail.values[0]).toMatchObject({ keyName: 'Yatak odası', unit: 'oda', value: '3' });
    expect(detail.advert.slug).toBe(advertSlug);

    const query = `/api/adverts?page=0&size=10&categoryid=${catalog.categoryIds[0]}`;
    expect((await get(query, ENGLISH)).json().content[0].categoryName).toMatch(/^House /);
    expect((await get(query, TURKISH)).json().content[0].categoryName).toBe('Müstakil Ev');
  });

  it('reads a signed-in account in its own language before the browser’s', async () => {
    const reader = await createUser(t, 'CUSTOMER');
    const token = reader.token;
    const put = await call(t, {
      method: 'PUT',
      url: '/api/user/auth/language',
      payload: { language: 'tr' },
      token,
    });
    expect(put.statusCode).toBe(200);
    const res = await get(`/api/adverts/${advertSlug}`, ENGLISH, token);
    expect(res.json().advert.categoryName).toBe('Müstakil Ev');
  });
});

describe('staff write the Turkish names', () => {
  it('keeps a Turkish title, and an empty one as none', async () => {
    const made = await saveType({ title: 'Daily let', titleTr: '  Günlük kiralık ' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ title: 'Daily let', titleTr: 'Günlük kiralık' });
    const cleared = await saveType({ title: 'Daily let', titleTr: '' }, made.json().id);
    expect(cleared.json().titleTr).toBeNull();
  });

  it('refuses a Turkish name on two lines or over the limit with 400, saving nothing', async () => {
    const made = (await saveType({ title: 'Swap', titleTr: 'Takas' })).json();
    for (const titleTr of ['Takas\nyeni', 'T'.repeat(41), 'Ta\u202ekas']) {
      const res = await saveType({ title: 'Swap 2', titleTr }, made.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().validations.titleTr).toEqual(expect.any(String));
    }
    // Refused in the reader's language like every message (docs/decisions/0046).
    const turkish = await call(t, {
      method: 'PUT',
      url: `/api/advert-types/${made.id}`,
      payload: { title: 'Swap 2', titleTr: 'T'.repeat(41) },
      headers: TURKISH,
      token: admin.token,
    });
    expect(turkish.json().validations.titleTr).toBe('Türkçe başlık en fazla 40 karakter olabilir');
    const [row] = await t.database.db.select().from(advertTypes).where(eq(advertTypes.id, made.id));
    expect(row).toMatchObject({ title: 'Swap', titleTr: 'Takas' });

    const category = await call(t, {
      method: 'POST',
      url: '/api/categories',
      token: admin.token,
      payload: {
        title: 'Farms',
        titleTr: 'Çiftlik',
        slug: 'farms-tr',
        icon: 'house',
        seq: 9,
        properties: [{ name: 'Barns', nameTr: 'A'.repeat(61) }],
      },
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().validations['properties.0.nameTr']).toEqual(expect.any(String));
    expect((await get('/api/categories/admin?q=farms', {}, admin.token)).json().totalElements).toBe(
      0,
    );
  });

  it('saves a category with Turkish names for it and its keys', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/categories',
      token: admin.token,
      headers: TURKISH,
      payload: {
        title: 'Farms',
        titleTr: 'Çiftlik',
        slug: 'farms-tr',
        icon: 'house',
        seq: 9,
        properties: [
          { name: 'Barns', nameTr: 'Ahır', type: 'number', unit: 'barns', unitTr: 'ahır' },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    // The back office's answer keeps the English name beside the Turkish one.
    expect(res.json()).toMatchObject({
      title: 'Farms',
      titleTr: 'Çiftlik',
      properties: [{ name: 'Barns', nameTr: 'Ahır', unit: 'barns', unitTr: 'ahır' }],
    });
  });
});
