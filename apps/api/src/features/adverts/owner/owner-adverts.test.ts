import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AdvertFormInput } from '@estate/contracts';
import { queryRows } from '../../../db/client';
import {
  categories,
  categoryPropertyKeys,
  cities,
  districts,
  propertyValues,
} from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let other: TestUser;
let manager: TestUser;
let otherCityDistrict: number;
let otherCategoryKey: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  other = await createUser(t);
  manager = await createUser(t, 'MANAGER');
  const db = t.database.db;
  const [city] = await db
    .insert(cities)
    .values({ countryId: catalog.countryId, name: 'İzmir' })
    .returning();
  const [district] = await db
    .insert(districts)
    .values({ cityId: city!.id, name: 'Konak' })
    .returning();
  otherCityDistrict = district!.id;
  const [category] = await db
    .insert(categories)
    .values({
      title: `Office ${Date.now()}`,
      slug: `office-${Date.now()}`,
      icon: 'building',
      seq: 5,
    })
    .returning();
  const [key] = await db
    .insert(categoryPropertyKeys)
    .values({ categoryId: category!.id, name: 'Desks', seq: 1 })
    .returning();
  otherCategoryKey = key!.id;
});
afterAll(() => t.close());

const form = (fields: Partial<AdvertFormInput> = {}) =>
  advertForm(catalog, {
    title: 'Deniz Manzaralı Daire',
    description: 'Bright rooms, sea view.',
    price: 250000,
    location: 'Moda Caddesi 12',
    values: [
      { keyId: catalog.keyIds[0]!, value: ' 3 ' },
      { keyId: catalog.keyIds[1]!, value: '' },
    ],
    ...fields,
  });
const post = (body: unknown, token?: string) =>
  call(t, { method: 'POST', url: '/api/adverts', payload: body as object, token });
const advertCount = async () =>
  Number(
    (await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM adverts`))[0]!.n,
  );

describe('POST /adverts', () => {
  it('asks a visitor to log in', async () => {
    expect((await post(form())).statusCode).toBe(401);
  });

  it('creates a PENDING advert with a slug from its title, its values trimmed and empties dropped', async () => {
    const res = await post(form(), owner.token);
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({ slug: 'deniz-manzarali-daire', status: 'PENDING' });
    const values = await t.database.db
      .select()
      .from(propertyValues)
      .where(eq(propertyValues.advertId, saved.id));
    expect(values.map((v) => [v.keyId, v.value])).toEqual([[catalog.keyIds[0], '3']]);
    const again = await post(form(), owner.token);
    expect(again.json().slug).toBe('deniz-manzarali-daire-2');
    const publicList = await call(t, { method: 'GET', url: '/api/adverts?size=100&q=deniz' });
    expect(publicList.json().content.map((a: { id: number }) => a.id)).not.toContain(saved.id);
  });

  it('gives two adverts of one title posted at the same moment two slugs', async () => {
    const title = `Twin flat ${Date.now()}`;
    const answers = await Promise.all([
      post(form({ title }), owner.token),
      post(form({ title }), other.token),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((a) => a.json().slug)).size).toBe(2);
  });

  it.each([
    ['a negative price', { price: -1 }, 'price'],
    ['a price that is not a number', { price: 'cheap' as unknown as number }, 'price'],
    ['an overlong title', { title: 'x'.repeat(151) }, 'title'],
    ['no title', { title: '  ' }, 'title'],
    ['no district', { district: '' as unknown as number }, 'district'],
    ['a district of another city', { district: -1 }, 'district'],
    ['a property key of another category', { values: [{ keyId: -1, value: '4' }] }, 'values'],
  ])('refuses %s with a message and writes nothing', async (_name, fields, field) => {
    const patched = { ...fields } as Record<string, unknown>;
    if (patched.district === -1) patched.district = otherCityDistrict;
    if (Array.isArray(patched.values)) patched.values = [{ keyId: otherCategoryKey, value: '4' }];
    const before = await advertCount();
    const res = await post(form(patched as Partial<AdvertFormInput>), owner.token);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.validations ?? {})[0] ?? field).toContain(field);
    expect(await advertCount()).toBe(before);
  });

  it('keeps markup typed into the title as text', async () => {
    const title = '<script>alert(1)</script> flat';
    const res = await post(form({ title }), owner.token);
    const detail = await call(t, {
      method: 'GET',
      url: `/api/adverts/custom/${res.json().id}`,
      token: owner.token,
    });
    expect(detail.json().advert.title).toBe(title);
  });
});

describe('GET /adverts/auth and /adverts/userAdverts/{userId}', () => {
  it("lists the caller's own adverts in every status with their counters and reason", async () => {
    const rejected = await makeAdvert(t, catalog, other.id, {
      title: 'Rejected loft',
      status: 2,
      statusReason: 'Blurry photos',
      viewCount: 7,
    });
    await makeAdvert(t, catalog, owner.id, { title: 'Not mine to see' });
    const res = await call(t, {
      method: 'GET',
      url: '/api/adverts/auth?size=50',
      token: other.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.json();
    expect(page.content.every((a: { user: { id: number } }) => a.user.id === other.id)).toBe(true);
    expect(page.content.find((a: { id: number }) => a.id === rejected.id)).toMatchObject({
      status: 'REJECTED',
      statusReason: 'Blurry photos',
      viewCount: 7,
    });
    const onlyRejected = await call(t, {
      method: 'GET',
      url: '/api/adverts/auth?status=2',
      token: other.token,
    });
    expect(onlyRejected.json().content.map((a: { id: number }) => a.id)).toEqual([rejected.id]);
    const searched = await call(t, {
      method: 'GET',
      url: '/api/adverts/auth?q=loft',
      token: other.token,
    });
    expect(searched.json().totalElements).toBe(1);
  });

  it('pages three a time by default', async () => {
    const res = await call(t, { method: 'GET', url: '/api/adverts/auth', token: owner.token });
    expect(res.json()).toMatchObject({ size: 3, number: 0 });
    expect(res.json().content.length).toBeLessThanOrEqual(3);
  });

  it("shows a user's adverts to that user and to staff only", async () => {
    const url = `/api/adverts/userAdverts/${other.id}`;
    expect((await call(t, { method: 'GET', url })).statusCode).toBe(401);
    expect((await call(t, { method: 'GET', url, token: owner.token })).statusCode).toBe(403);
    expect((await call(t, { method: 'GET', url, token: other.token })).statusCode).toBe(200);
    expect((await call(t, { method: 'GET', url, token: manager.token })).statusCode).toBe(200);
    expect(
      (
        await call(t, {
          method: 'GET',
          url: '/api/adverts/userAdverts/999999',
          token: manager.token,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /adverts/custom/{id}', () => {
  it('shows the owner and staff an advert in any status, and nobody else', async () => {
    const pending = await makeAdvert(t, catalog, owner.id, { status: 0 });
    const url = `/api/adverts/custom/${pending.id}`;
    const own = await call(t, { method: 'GET', url, token: owner.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      advert: { id: pending.id, status: 'PENDING' },
      imges: [],
      values: [],
    });
    expect((await call(t, { method: 'GET', url, token: manager.token })).statusCode).toBe(200);
    expect((await call(t, { method: 'GET', url, token: other.token })).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url })).statusCode).toBe(401);
  });
});
