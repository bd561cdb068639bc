import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, inArray } from 'drizzle-orm';
import { activityLogs, adverts } from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  lastMailTo,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let customer: TestUser;
let manager: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  [owner, customer, manager, admin] = await Promise.all([
    createUser(t, 'CUSTOMER'),
    createUser(t),
    createUser(t, 'MANAGER'),
    createUser(t, 'ADMIN'),
  ]);
});
afterAll(() => t.close());

const URL = '/api/adverts/admin/status';
/** The versions the adverts have now (moderation-versions.test.ts: stale ones). */
const currentVersions = async (ids: unknown) => {
  const known = Array.isArray(ids) ? ids.filter((id) => typeof id === 'number') : [];
  const found = known.length ? await rows(known) : [];
  return Object.fromEntries(found.map((r) => [r.id, r.version]));
};
const change = async (payload: { ids?: unknown; [field: string]: unknown }, token?: string) =>
  call(t, {
    method: 'PUT',
    url: URL,
    payload: { versions: await currentVersions(payload.ids), ...payload },
    token,
  });
const pendingAdverts = (count: number) =>
  Promise.all(Array.from({ length: count }, () => makeAdvert(t, catalog, owner.id, { status: 0 })));
const rows = (ids: number[]) =>
  t.database.db.select().from(adverts).where(inArray(adverts.id, ids)).orderBy(adverts.id);

describe('who may use PUT /adverts/admin/status', () => {
  it('asks a visitor to log in, refuses a customer and changes nothing for them', async () => {
    const [advert] = await pendingAdverts(1);
    const body = { ids: [advert!.id], status: 'ACTIVATED' };
    expect((await change(body)).statusCode).toBe(401);
    for (const who of [owner, customer]) {
      const res = await change(body, who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, message: expect.any(String) });
    }
    expect((await rows([advert!.id]))[0]?.status).toBe(0);
  });

  it.each([
    ['a manager', () => manager],
    ['an admin', () => admin],
  ])('lets %s activate several adverts at once', async (_who, staff) => {
    const ids = (await pendingAdverts(3)).map((a) => a.id);
    const res = await change({ ids, status: 1 }, staff().token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Activated 3 adverts');
    expect(res.json().adverts.map((a: { status: string }) => a.status)).toEqual([
      'ACTIVATED',
      'ACTIVATED',
      'ACTIVATED',
    ]);
    expect((await rows(ids)).map((r) => r.status)).toEqual([1, 1, 1]);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.userId, staff().id));
    expect(logs.filter((l) => ids.includes(l.advertId ?? 0))).toHaveLength(3);
  });
});

describe('PUT /adverts/admin/status', () => {
  it('rejects with one reason for all, which each owner sees and is e-mailed', async () => {
    const ids = (await pendingAdverts(2)).map((a) => a.id);
    const res = await change({ ids, status: 'REJECTED', reason: ' No photos ' }, admin.token);
    expect(res.json().message).toBe('Rejected 2 adverts');
    expect((await rows(ids)).map((r) => [r.status, r.statusReason])).toEqual([
      [2, 'No photos'],
      [2, 'No photos'],
    ]);
    expect((await lastMailTo(t, owner.email))?.text).toContain('Reason: No photos');
    const mine = await call(t, {
      method: 'GET',
      url: '/api/adverts/auth?size=100',
      token: owner.token,
    });
    const listed = mine.json().content.filter((a: { id: number }) => ids.includes(a.id));
    expect(listed.map((a: { statusReason: string }) => a.statusReason)).toEqual([
      'No photos',
      'No photos',
    ]);
  });

  it('changes nothing when one of the adverts is missing', async () => {
    const ids = (await pendingAdverts(2)).map((a) => a.id);
    const versions = { ...(await currentVersions(ids)), 2000000000: 1 };
    const res = await change(
      { ids: [...ids, 2_000_000_000], versions, status: 'ACTIVATED' },
      admin.token,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'Some of the chosen adverts no longer exist; nothing was changed.',
    );
    expect((await rows(ids)).map((r) => r.status)).toEqual([0, 0]);
  });

  it('counts a repeated id once and logs only adverts whose status changed', async () => {
    const [active] = await Promise.all([makeAdvert(t, catalog, owner.id, { status: 1 })]);
    const before = await t.database.db
      .select()
      .from(activityLogs)
      .orderBy(desc(activityLogs.id))
      .limit(1);
    const res = await change({ ids: [active.id, active.id], status: 'ACTIVATED' }, admin.token);
    expect(res.json()).toEqual({
      message: 'Activated 1 advert',
      adverts: [{ id: active.id, slug: active.slug, status: 'ACTIVATED', version: 1 }],
    });
    const after = await t.database.db
      .select()
      .from(activityLogs)
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(after[0]?.id).toBe(before[0]?.id);
  });

  it('refuses a bad request with a message', async () => {
    const [advert] = await pendingAdverts(1);
    const cases: Array<Record<string, unknown>> = [
      { ids: [], status: 'ACTIVATED' },
      { ids: [advert!.id] },
      { ids: [advert!.id], status: 'PUBLISHED' },
      { ids: ['x'], status: 1 },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 1 },
      { ids: [advert!.id], status: 2, reason: 'x'.repeat(501) },
      { ids: [advert!.id], status: 1, extra: true },
    ];
    for (const body of cases) {
      const res = await change(body, admin.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
    expect((await rows([advert!.id]))[0]?.status).toBe(0);
  });
});
