import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERT_TYPE_FORM_MESSAGES, type Role } from '@estate/contracts';
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
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  admin = await createUser(t, 'ADMIN');
  tokens.ADMIN = admin.token;
  tokens.MANAGER = (await createUser(t, 'MANAGER')).token;
  tokens.CUSTOMER = (await createUser(t, 'CUSTOMER')).token;
});
afterAll(() => t.close());

let made = 0;
const nextTitle = () => `Lease ${(made += 1)}`;
const create = (title: unknown, token = admin.token) =>
  call(t, { method: 'POST', url: '/api/advert-types', payload: { title }, token });
const rename = (id: number, title: unknown) =>
  call(t, {
    method: 'PUT',
    url: `/api/advert-types/${id}`,
    payload: { title },
    token: admin.token,
  });
const remove = (id: number) =>
  call(t, { method: 'DELETE', url: `/api/advert-types/${id}`, token: admin.token });
const publicTitles = async () =>
  (await call(t, { method: 'GET', url: '/api/advert-types' }))
    .json()
    .map((x: { title: string }) => x.title);

describe('advert types of the back office', () => {
  it('creates a trimmed type that the public lookup lists', async () => {
    const res = await create('  Daily rent  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), title: 'Daily rent', titleTr: null });
    expect(await publicTitles()).toContain('Daily rent');
  });

  it('lists for staff with a search that filters', async () => {
    await create('Swaps');
    const all = await call(t, {
      method: 'GET',
      url: '/api/advert-types/admin?q=',
      token: admin.token,
    });
    expect(all.json().length).toBeGreaterThanOrEqual(3);
    const found = await call(t, {
      method: 'GET',
      url: '/api/advert-types/admin?q=SWAP',
      token: admin.token,
    });
    expect(found.json().map((x: { title: string }) => x.title)).toEqual(['Swaps']);
    expect(found.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses an empty title, a long one and an unknown field with 400', async () => {
    const empty = await create('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().validations.title).toBe(ADVERT_TYPE_FORM_MESSAGES.titleRequired);
    expect((await create('x'.repeat(41))).statusCode).toBe(400);
    const extra = await call(t, {
      method: 'POST',
      url: '/api/advert-types',
      payload: { title: 'Ok', id: 3 },
      token: admin.token,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a title taken in another case with 409, on create and on rename', async () => {
    const first = (await create('Auction')).json();
    const again = await create('aUCTION');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, validations: { title: expect.any(String) } });
    const other = (await create(nextTitle())).json();
    expect((await rename(other.id, 'AUCTION')).statusCode).toBe(409);
    expect((await rename(first.id, 'auction')).json()).toEqual({
      id: first.id,
      title: 'auction',
      titleTr: null,
    });
  });

  it('renames a type, shown in the public lookup; a missing one is 404', async () => {
    const created = (await create(nextTitle())).json();
    const res = await rename(created.id, '<b>Holiday</b>');
    expect(res.json()).toEqual({ id: created.id, title: '<b>Holiday</b>', titleTr: null });
    expect(await publicTitles()).toContain('<b>Holiday</b>');
    expect((await rename(999_999, 'Nothing')).statusCode).toBe(404);
  });

  it('refuses to delete a type in use, naming the count, and deletes an unused one', async () => {
    const owner = await createUser(t, 'CUSTOMER');
    await makeAdvert(t, catalog, owner.id, { advertTypeId: catalog.typeIds[1] });
    const used = await remove(catalog.typeIds[1]);
    expect(used.json()).toEqual({
      status: 409,
      message: 'This advert type is used by 1 advert and cannot be deleted.',
    });
    const unused = (await create(nextTitle())).json();
    expect((await remove(unused.id)).statusCode).toBe(200);
    expect(await publicTitles()).not.toContain(unused.title);
    expect((await remove(unused.id)).statusCode).toBe(404);
  });
});

it('documents every route in /api/docs', async () => {
  const { paths } = (await call(t, { method: 'GET', url: '/api/docs/json' })).json();
  expect(Object.keys(paths['/api/advert-types/admin'])).toEqual(['get']);
  expect(Object.keys(paths['/api/advert-types']).sort()).toEqual(['get', 'post']);
  expect(Object.keys(paths['/api/advert-types/{id}']).sort()).toEqual(['delete', 'put']);
});

describe('who may run the advert types', () => {
  const calls = {
    list: async () => ({ method: 'GET' as const, url: '/api/advert-types/admin' }),
    create: async () => ({
      method: 'POST' as const,
      url: '/api/advert-types',
      payload: { title: nextTitle() },
    }),
    update: async () => {
      const id = (await create(nextTitle())).json().id;
      return {
        method: 'PUT' as const,
        url: `/api/advert-types/${id}`,
        payload: { title: nextTitle() },
      };
    },
    delete: async () => {
      const id = (await create(nextTitle())).json().id;
      return { method: 'DELETE' as const, url: `/api/advert-types/${id}` };
    },
  };
  const outcome = { visitor: 401, CUSTOMER: 403, MANAGER: 'ok', ADMIN: 'ok' } as const;
  const cases = (Object.keys(calls) as (keyof typeof calls)[]).flatMap((name) =>
    (Object.keys(outcome) as (keyof typeof outcome)[]).map((who) => [name, who] as const),
  );
  it.each(cases)('%s as %s', async (name, who) => {
    const request = await calls[name]();
    const token = who === 'visitor' ? undefined : tokens[who];
    const res = await call(t, { ...request, token });
    const expected = outcome[who];
    if (expected === 'ok') expect(res.statusCode).toBeLessThan(300);
    else expect(res.json()).toMatchObject({ status: expected, message: expect.any(String) });
  });
});
