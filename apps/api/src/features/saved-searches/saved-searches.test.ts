import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES } from '@estate/contracts';
import { savedSearches } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { SAVED_SEARCH_MESSAGES as M } from './saved-searches.messages';

const SECRET = 'saved-search-test-secret-'.padEnd(64, 'x');
let t: TestApp;
let member: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ jwtSecret: SECRET });
  member = await createUser(t);
  other = await createUser(t);
  admin = await createUser(t, 'ADMIN');
});
afterAll(() => t.close());

const url = '/api/savedSearches';
/** Calls as the member unless told otherwise; `null` calls as a visitor. */
const as = (token: string | null) => token ?? undefined;
const list = (token: string | null) => call(t, { method: 'GET', url, token: as(token) });
const create = (payload: object, token: string | null = member.token) =>
  call(t, { method: 'POST', url, payload, token: as(token) });
const update = (id: number | string, payload: object, token: string | null = member.token) =>
  call(t, { method: 'PUT', url: `${url}/${id}`, payload, token: as(token) });
const remove = (id: number | string, token: string | null = member.token) =>
  call(t, { method: 'DELETE', url: `${url}/${id}`, token: as(token) });
const stored = (userId: number) =>
  t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

describe('POST /savedSearches', () => {
  it('saves the filters as the search query, empty ones left out, and answers 201', async () => {
    const res = await create({
      name: '  Flats near the sea ',
      filters: { categoryid: '2', city: '5', q: 'sea view', price_end: '300000', district: '' },
      alert: 'INSTANT',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Flats near the sea',
      filters: { categoryid: '2', city: '5', q: 'sea view', price_end: '300000' },
      alert: 'INSTANT',
      createAt: expect.any(String),
      lastSentAt: null,
    });
  });

  it('takes no alert as NONE', async () => {
    const res = await create({ name: 'Anything', filters: {} }, other.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().alert).toBe('NONE');
  });

  it.each([
    ['an unknown filter', { name: 'x', filters: { bedrooms: '3' } }, 'filters.bedrooms'],
    ['paging', { name: 'x', filters: { page: '2' } }, 'filters.page'],
    ['a status (staff only)', { name: 'x', filters: { status: '0' } }, 'filters.status'],
    ['a bad filter value', { name: 'x', filters: { city: 'abc' } }, 'filters.city'],
    [
      'a price range upside down',
      { name: 'x', filters: { price_start: '9', price_end: '1' } },
      'filters.price_end',
    ],
    ['no name', { name: '  ', filters: {} }, 'name'],
    ['a name of two lines', { name: 'a\r\nb', filters: {} }, 'name'],
    ['an unknown alert', { name: 'x', filters: {}, alert: 'HOURLY' }, 'alert'],
    ['filters that are not text', { name: 'x', filters: { city: 5 } }, 'filters.city'],
  ])('refuses %s with 400, a message and nothing saved', async (_name, payload, field) => {
    const before = (await stored(admin.id)).length;
    const res = await create(payload, admin.token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(Object.keys(res.json().validations ?? {}).join(' ')).toContain(field);
    expect((await stored(admin.id)).length).toBe(before);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per account`, async () => {
    const user = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 3 }, (_, i) =>
        create({ name: `Search ${i}`, filters: { q: `word${i}` } }, user.token),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(refused[0]!.json().message).toBe(M.tooMany);
    expect(await stored(user.id)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('keeps visitors out', async () => {
    expect((await create({ name: 'x', filters: {} }, null)).statusCode).toBe(401);
  });
});

describe('GET /savedSearches', () => {
  it("lists the caller's own searches only, oldest first", async () => {
    const user = await createUser(t);
    await create({ name: 'First', filters: { city: '1' } }, user.token);
    await create({ name: 'Second', filters: {}, alert: 'DAILY' }, user.token);
    const res = await list(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { name: string; alert: string }) => [s.name, s.alert])).toEqual([
      ['First', 'NONE'],
      ['Second', 'DAILY'],
    ]);
    expect((await list(admin.token)).json()).toEqual([]);
  });

  it('keeps visitors out', async () => {
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe('PUT /savedSearches/{id}', () => {
  it('renames, changes the alert and the filters, keeping what is left out', async () => {
    const id = (await create({ name: 'Old', filters: { city: '3' } })).json().id;
    const renamed = await update(id, { name: 'New name' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'New name',
      alert: 'NONE',
      filters: { city: '3' },
    });
    const alerted = await update(id, { alert: 'DAILY', filters: { district: '4' } });
    expect(alerted.json()).toMatchObject({
      name: 'New name',
      alert: 'DAILY',
      filters: { district: '4' },
    });
  });

  it("answers 404 for someone else's search and changes nothing", async () => {
    const id = (await create({ name: 'Mine', filters: {} })).json().id;
    const res = await update(id, { name: 'Taken' }, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.missing);
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row!.name).toBe('Mine');
    expect((await update(id, { name: 'x' }, admin.token)).statusCode).toBe(404);
  });

  it.each([
    ['nothing to change', {}],
    ['an unknown filter', { filters: { colour: 'red' } }],
    ['an empty name', { name: '' }],
  ])('refuses %s with 400', async (_name, payload) => {
    const id = (await create({ name: 'Keep', filters: { city: '2' } })).json().id;
    const res = await update(id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row).toMatchObject({ name: 'Keep', filters: { city: '2' } });
  });

  it('answers 400 for a bad id, 404 for a missing one, 401 for a visitor', async () => {
    expect((await update('abc', { name: 'x' })).statusCode).toBe(400);
    expect((await update(999999, { name: 'x' })).statusCode).toBe(404);
    expect((await update(1, { name: 'x' }, null)).statusCode).toBe(401);
  });
});

describe('DELETE /savedSearches/{id}', () => {
  it("deletes one's own search; someone else's is 404 and stays", async () => {
    const id = (await create({ name: 'Gone soon', filters: {} })).json().id;
    expect((await remove(id, other.token)).statusCode).toBe(404);
    expect((await remove(id, null)).statusCode).toBe(401);
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.removed });
    expect((await remove(id)).statusCode).toBe(404);
    expect((await remove('0')).statusCode).toBe(400);
  });
});
