import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_FORM_MESSAGES as F } from '@estate/contracts';
import { propertyValues } from '../../db/schema';
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
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  // PUBLIC_CACHE_SECONDS=0: the public reads below show each change at once.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  admin = await createUser(t, 'ADMIN');
  owner = await createUser(t, 'CUSTOMER');
});
afterAll(() => t.close());

let made = 0;
const form = (fields: Record<string, unknown> = {}) => {
  made += 1;
  return {
    title: `Cabin ${made}`,
    slug: `cabin-${made}`,
    icon: 'house',
    seq: 50 + made,
    ...fields,
  };
};
const create = (payload: unknown) =>
  call(t, {
    method: 'POST',
    url: '/api/categories',
    payload: payload as object,
    token: admin.token,
  });
const update = (id: number, payload: unknown) =>
  call(t, {
    method: 'PUT',
    url: `/api/admin-category/${id}`,
    payload: payload as object,
    token: admin.token,
  });
const remove = (id: number) =>
  call(t, { method: 'DELETE', url: `/api/admin-category/${id}`, token: admin.token });
const keysOf = async (id: number) =>
  (await call(t, { method: 'GET', url: `/api/propertieskey/getAllByCatgory/${id}` })).json();

describe('creating a category', () => {
  it('saves the fields and the trimmed property keys in order, shown in the public lookups', async () => {
    const res = await create(
      form({
        title: '  Chalet  ',
        slug: 'chalets',
        icon: 'tree',
        seq: 0,
        properties: [{ name: ' Rooms ' }, { name: 'Garden' }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Chalet',
      slug: 'chalets',
      icon: 'tree',
      seq: 0,
      isActive: true,
    });
    expect((await keysOf(created.id)).map((k: { name: string }) => k.name)).toEqual([
      'Rooms',
      'Garden',
    ]);
    const lookups = await call(t, { method: 'GET', url: '/api/categories?size=100' });
    expect(lookups.json().content.map((c: { id: number }) => c.id)).toContain(created.id);
  });

  it('keeps markup typed into the title as plain text', async () => {
    const res = await create(form({ title: '<img src=x onerror=alert(1)>' }));
    expect(res.json().title).toBe('<img src=x onerror=alert(1)>');
  });

  it.each([
    ['title', { title: '   ' }, F.titleRequired],
    ['slug', { slug: '' }, F.slugRequired],
    ['slug', { slug: 'abcd' }, F.slugMin],
    ['slug', { slug: 'my cabin' }, F.slugSpaces],
    ['slug', { slug: 'Cabin-Ü' }, F.slugCharacters],
    ['icon', { icon: '' }, F.iconRequired],
    ['icon', { icon: 'not-an-icon' }, F.iconUnknown],
    ['seq', { seq: undefined }, F.seqRequired],
    ['seq', { seq: -1 }, F.seqRange],
    ['properties.1.name', { properties: [{ name: 'Area' }, { name: ' area ' }] }, F.propertyTwice],
    ['properties.0.name', { properties: [{ name: '   ' }] }, F.propertyRequired],
  ])('refuses a bad %s with 400 and its message', async (field, fields, message) => {
    const res = await create(form(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json().validations[field]).toBe(message);
  });

  it('refuses a title taken in another case and a taken slug with 409', async () => {
    const taken = await create(form({ title: 'Farmhouse', slug: 'farmhouses' }));
    expect(taken.statusCode).toBe(201);
    const sameTitle = await create(form({ title: 'fARMHOUSE' }));
    expect(sameTitle.statusCode).toBe(409);
    expect(sameTitle.json()).toMatchObject({
      status: 409,
      validations: { title: expect.any(String) },
    });
    const sameSlug = await create(form({ slug: 'farmhouses' }));
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json().validations.slug).toEqual(expect.any(String));
  });

  it('refuses property ids on a new category, writing nothing', async () => {
    const res = await create(
      form({ title: 'Ghost', properties: [{ id: catalog.keyIds[0], name: 'X' }] }),
    );
    expect(res.statusCode).toBe(400);
    const list = await call(t, {
      method: 'GET',
      url: '/api/categories/admin?q=ghost',
      token: admin.token,
    });
    expect(list.json().totalElements).toBe(0);
  });
});

describe('editing a category', () => {
  async function categoryWithValues() {
    const created = (
      await create(form({ properties: [{ name: 'Rooms' }, { name: 'Floor' }, { name: 'View' }] }))
    ).json();
    const [rooms, floor, view] = created.properties as { id: number; name: string }[];
    const advert = await makeAdvert(t, catalog, owner.id, { categoryId: created.id });
    await t.database.db.insert(propertyValues).values([
      { advertId: advert.id, keyId: rooms!.id, value: '4' },
      { advertId: advert.id, keyId: floor!.id, value: '2' },
    ]);
    return { created, rooms: rooms!, floor: floor!, view: view!, advert };
  }
  const valuesOf = async (advertId: number) =>
    t.database.db.select().from(propertyValues).where(eq(propertyValues.advertId, advertId));

  it('renames a key keeping its values, removes one with its values and adds one, in order', async () => {
    const { created, rooms, floor, view, advert } = await categoryWithValues();
    const res = await update(created.id, {
      ...form({ title: created.title, slug: created.slug }),
      properties: [
        { id: view.id, name: 'Sea view' },
        { id: rooms.id, name: 'Bedrooms' },
        { name: 'Pool' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().properties.map((p: { name: string }) => p.name)).toEqual([
      'Sea view',
      'Bedrooms',
      'Pool',
    ]);
    const values = await valuesOf(advert.id);
    expect(values.map((v) => [v.keyId, v.value])).toEqual([[rooms.id, '4']]);
    expect(
      (await keysOf(created.id)).find((k: { id: number }) => k.id === floor.id),
    ).toBeUndefined();
  });

  it('swaps two key names in one save', async () => {
    const { created, rooms, floor } = await categoryWithValues();
    const res = await update(created.id, {
      ...form({ title: created.title, slug: created.slug }),
      properties: [
        { id: rooms.id, name: 'Floor' },
        { id: floor.id, name: 'Rooms' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(await keysOf(created.id)).toMatchObject([
      { id: rooms.id, name: 'Floor', type: 'text' },
      { id: floor.id, name: 'Rooms', type: 'text' },
    ]);
  });

  it('refuses a key of another category, a taken title and a missing category, changing nothing', async () => {
    const { created } = await categoryWithValues();
    const before = await keysOf(created.id);
    const foreign = await update(created.id, {
      ...form({ title: created.title, slug: created.slug }),
      properties: [{ id: catalog.keyIds[0], name: 'Bedrooms' }],
    });
    expect(foreign.statusCode).toBe(400);
    const other = (await create(form({ title: 'Bungalow' }))).json();
    const taken = await update(created.id, {
      ...form({ title: 'BUNGALOW', slug: created.slug }),
      properties: [],
    });
    expect(taken.statusCode).toBe(409);
    expect(await keysOf(created.id)).toEqual(before);
    expect((await update(999_999, form())).statusCode).toBe(404);
    expect((await update(other.id, form({ slug: created.slug }))).statusCode).toBe(409);
  });

  it('keeps the keys and their values when an update leaves properties out', async () => {
    const { created, advert } = await categoryWithValues();
    const res = await update(created.id, form({ title: created.title, slug: created.slug }));
    expect(res.json().properties).toEqual(created.properties);
    expect(await valuesOf(advert.id)).toHaveLength(2);
  });

  it('switching a category off hides it and its adverts from the public', async () => {
    const { created, advert } = await categoryWithValues();
    const publicIds = async () =>
      (await call(t, { method: 'GET', url: '/api/categories?size=100' }))
        .json()
        .content.map((c: { id: number }) => c.id);
    const search = async () =>
      (await call(t, { method: 'GET', url: `/api/adverts?categoryid=${created.id}` }))
        .json()
        .content.map((a: { id: number }) => a.id);
    expect(await search()).toEqual([advert.id]);
    await update(created.id, {
      ...form({ title: created.title, slug: created.slug, isActive: false }),
      properties: created.properties,
    });
    expect(await publicIds()).not.toContain(created.id);
    expect(await search()).toEqual([]);
  });
});

describe('listing and deleting categories', () => {
  it('documents every route in /api/docs', async () => {
    const { paths } = (await call(t, { method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(paths['/api/categories/admin'])).toEqual(['get']);
    expect(Object.keys(paths['/api/categories'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/admin-category/{id}']).sort()).toEqual(['delete', 'put']);
  });

  it('pages every category (inactive too) three at a time by sequence, with search', async () => {
    const res = await call(t, {
      method: 'GET',
      url: '/api/categories/admin?page=0&size=3&sort=seq&type=ASC&q=',
      token: admin.token,
    });
    const page = res.json();
    expect(page).toMatchObject({
      number: 0,
      size: 3,
      totalPages: Math.ceil(page.totalElements / 3),
    });
    expect(page.content).toHaveLength(3);
    const seqs = page.content.map((c: { seq: number }) => c.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const hidden = await call(t, {
      method: 'GET',
      url: '/api/categories/admin?q=HIDDEN',
      token: admin.token,
    });
    expect(hidden.json().content[0]).toMatchObject({
      id: catalog.inactiveCategoryId,
      isActive: false,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('orders the home summaries by sequence', async () => {
    const moved = (await create(form({ seq: 0, title: 'Aaa first' }))).json();
    await update(moved.id, { ...form({ title: 'Zzz first', slug: moved.slug, seq: 0 }) });
    const names = (await call(t, { method: 'GET', url: '/api/adverts/exp-proprety' }))
      .json()
      .map((s: { categoryName: string }) => s.categoryName);
    const staff = await call(t, {
      method: 'GET',
      url: '/api/categories/admin?size=100&sort=seq&type=ASC',
      token: admin.token,
    });
    const active = staff
      .json()
      .content.filter((c: { isActive: boolean }) => c.isActive)
      .map((c: { title: string }) => c.title);
    // Renamed to the end of the alphabet, it still comes before House (sequence 1).
    expect(names.indexOf('Zzz first')).toBeLessThan(
      names.findIndex((n: string) => n.startsWith('House ')),
    );
    expect(names).toEqual(active);
  });

  it('refuses to delete a category in use, naming the count', async () => {
    const used = (await create(form())).json();
    await makeAdvert(t, catalog, owner.id, { categoryId: used.id });
    await makeAdvert(t, catalog, owner.id, { categoryId: used.id, status: 0 });
    const res = await remove(used.id);
    expect(res.json()).toEqual({
      status: 409,
      message: 'This category is used by 2 adverts and cannot be deleted.',
    });
    const still = await call(t, {
      method: 'GET',
      url: `/api/propertieskey/getAllByCatgory/${used.id}`,
    });
    expect(still.statusCode).toBe(200);
  });

  it('deletes an unused category with its keys; a missing one is 404', async () => {
    const created = (await create(form({ properties: [{ name: 'Rooms' }] }))).json();
    const res = await remove(created.id);
    expect(res.statusCode).toBe(200);
    expect(
      (await call(t, { method: 'GET', url: `/api/propertieskey/getAllByCatgory/${created.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await remove(created.id)).statusCode).toBe(404);
    expect((await remove(0)).statusCode).toBe(400);
  });
});
