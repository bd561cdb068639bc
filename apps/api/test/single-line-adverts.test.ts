import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { TEXT_MESSAGES, type AdvertFormInput } from '@estate/contracts';
import {
  advertTypes,
  adverts,
  categories,
  categoryPropertyKeys,
  propertyValues,
} from '../src/db/schema';
import { call, createTestApp, createUser, type TestApp, type TestUser } from './test-app';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from './factories';

// Titles, locations, slugs, names and property values are one line: CR, LF and other control
// characters are refused with a 400 naming the field; descriptions keep their line breaks.

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  [owner, admin] = await Promise.all([createUser(t), createUser(t, 'ADMIN')]);
});
afterAll(() => t.close());

const ONE_LINE = TEXT_MESSAGES.singleLine;
/** A line break that ends a header in e-mail, and the bell: both control characters. */
const BROKEN = ['Garden house\r\nBcc: x@evil.test', 'Garden\u0007house', 'Garden house\n'];

function expectRefused(res: LightMyRequestResponse, field: string, message: string = ONE_LINE) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().validations[field]).toBe(message);
}

const form = (fields: Partial<AdvertFormInput> = {}) => advertForm(catalog, fields);
const advertCount = async () => (await t.database.db.select({ n: count() }).from(adverts))[0]!.n;
const row = async (id: number) =>
  (await t.database.db.select().from(adverts).where(eq(adverts.id, id)))[0]!;
const post = (payload: object) =>
  call(t, { method: 'POST', url: '/api/adverts', payload, token: owner.token });
const ownerPut = (slug: string, payload: object) =>
  call(t, { method: 'PUT', url: `/api/adverts/auth/${slug}`, payload, token: owner.token });
/** Staff save with the version they would have seen, so only the field under test can refuse. */
const adminPut = async (id: number, payload: object) =>
  call(t, {
    method: 'PUT',
    url: `/api/adverts/admin/${id}`,
    payload: { version: (await row(id)).version, ...payload },
    token: admin.token,
  });

describe('the advert forms', () => {
  it.each(BROKEN)('refuse the title %j on create, edit and the admin edit', async (title) => {
    const before = await advertCount();
    expectRefused(await post(form({ title })), 'title');
    expect(await advertCount()).toBe(before);

    const advert = await makeAdvert(t, catalog, owner.id, { status: 0 });
    expectRefused(await ownerPut(advert.slug, form({ title, slug: advert.slug })), 'title');
    expectRefused(await adminPut(advert.id, form({ title, slug: advert.slug })), 'title');
    expect((await row(advert.id)).title).toBe(advert.title);
  });

  it.each([
    ['location', (): Partial<AdvertFormInput> => ({ location: 'Moda Cad. 5\r\nKadıköy' })],
    ['values.0.value', () => ({ values: [{ keyId: catalog.keyIds[0]!, value: '4\n' }] })],
    ['slug', () => ({ slug: 'garden-house\n' })],
  ])('refuse a broken %s and keep the advert as it was', async (field, change) => {
    const advert = await makeAdvert(t, catalog, owner.id, { status: 0 });
    const body = form({ slug: advert.slug, ...change() });
    const message = field === 'slug' ? "Required and don't use space character!" : ONE_LINE;
    expectRefused(await ownerPut(advert.slug, body), field, message);
    expectRefused(await adminPut(advert.id, body), field, message);
    expect(await row(advert.id)).toMatchObject({ slug: advert.slug, location: advert.location });
  });

  it('keep the line breaks of a description', async () => {
    const description = 'Three rooms.\r\nA garden.\n\n\tQuiet street.';
    const created = await post(form({ description }));
    expect(created.statusCode, created.body).toBe(201);
    expect((await row(created.json().id)).description).toBe(description);

    const edited = `${description}\nNew roof.`;
    const res = await adminPut(
      created.json().id,
      form({ description: edited, slug: created.json().slug }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(created.json().id)).description).toBe(edited);
  });

  it('refuse other control characters in a description', async () => {
    expectRefused(
      await post(form({ description: 'Three rooms\u001b[2J' })),
      'description',
      TEXT_MESSAGES.controlCharacters,
    );
  });
});

describe('the category and advert type forms', () => {
  const createCategory = (fields: object) =>
    call(t, {
      method: 'POST',
      url: '/api/categories',
      payload: { title: 'Cabin', slug: 'cabins', icon: 'house', seq: 7, ...fields },
      token: admin.token,
    });
  const categoryCount = async () =>
    (await t.database.db.select({ n: count() }).from(categories))[0]!.n;

  it.each([
    ['title', { title: 'Cabin\r\nBcc: x@evil.test' }, ONE_LINE],
    ['title', { title: 'Cabin\u0007' }, ONE_LINE],
    ['properties.0.name', { properties: [{ name: 'Rooms\n' }] }, ONE_LINE],
    ['slug', { slug: 'cabins\n' }, 'Use lower-case letters, digits and hyphens only'],
  ])('refuses a category with a broken %s and saves nothing', async (field, change, message) => {
    const before = await categoryCount();
    expectRefused(await createCategory(change), field, message);
    expect(await categoryCount()).toBe(before);
  });

  it('refuses a broken title or property name on an edit and keeps the category', async () => {
    const id = catalog.categoryIds[0];
    const [before] = await t.database.db.select().from(categories).where(eq(categories.id, id));
    const edit = (fields: object) =>
      call(t, {
        method: 'PUT',
        url: `/api/admin-category/${id}`,
        payload: { title: 'Houses', slug: before!.slug, icon: 'house', seq: 1, ...fields },
        token: admin.token,
      });
    expectRefused(await edit({ title: 'Houses\r\n' }), 'title');
    expectRefused(
      await edit({ properties: [{ id: catalog.keyIds[0], name: 'Bed\trooms' }] }),
      'properties.0.name',
    );
    const [after] = await t.database.db.select().from(categories).where(eq(categories.id, id));
    expect(after!.title).toBe(before!.title);
    const keys = await t.database.db
      .select({ name: categoryPropertyKeys.name })
      .from(categoryPropertyKeys)
      .where(eq(categoryPropertyKeys.id, catalog.keyIds[0]!));
    expect(keys[0]!.name).toBe('Bedrooms');
  });

  it('refuses an advert type title with a line break, on create and on rename', async () => {
    const typeCount = async () =>
      (await t.database.db.select({ n: count() }).from(advertTypes))[0]!.n;
    const before = await typeCount();
    const create = await call(t, {
      method: 'POST',
      url: '/api/advert-types',
      payload: { title: 'Lease\r\n' },
      token: admin.token,
    });
    expectRefused(create, 'title');
    expect(await typeCount()).toBe(before);
    const rename = await call(t, {
      method: 'PUT',
      url: `/api/advert-types/${catalog.typeIds[0]}`,
      payload: { title: 'Sale\u0085' },
      token: admin.token,
    });
    expectRefused(rename, 'title');
    const [kept] = await t.database.db
      .select()
      .from(advertTypes)
      .where(eq(advertTypes.id, catalog.typeIds[0]));
    expect(kept!.title).toMatch(/^Sale /);
  });
});

it('keeps property values out of the database when one is broken', async () => {
  const advert = await makeAdvert(t, catalog, owner.id, { status: 0 });
  const res = await ownerPut(
    advert.slug,
    form({ slug: advert.slug, values: [{ keyId: catalog.keyIds[1]!, value: '120\r\nm2' }] }),
  );
  expectRefused(res, 'values.0.value');
  const values = await t.database.db
    .select()
    .from(propertyValues)
    .where(eq(propertyValues.advertId, advert.id));
  expect(values).toEqual([]);
});
