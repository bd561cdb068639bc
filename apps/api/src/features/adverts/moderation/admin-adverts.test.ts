import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { AdminAdvertFormInput } from '@estate/contracts';
import { activityLogs, adverts, favorites, propertyValues } from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  lastMailTo,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let other: TestUser;
let manager: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  [owner, other, manager, admin] = await Promise.all([
    createUser(t, 'CUSTOMER', { firstName: 'Ayşe' }),
    createUser(t),
    createUser(t, 'MANAGER'),
    createUser(t, 'ADMIN'),
  ]);
});
afterAll(() => t.close());

const url = (id: number) => `/api/adverts/admin/${id}`;
const form = (fields: Partial<AdminAdvertFormInput> = {}) =>
  advertForm(catalog, { title: 'Moderated flat', ...fields });
const row = async (id: number) =>
  (await t.database.db.select().from(adverts).where(eq(adverts.id, id)))[0];
/** The editor's save of the advert as it is now (moderation-versions.test.ts: a stale one). */
const put = async (id: number, body: unknown, token?: string) => {
  const version = (await row(id))?.version ?? 1;
  return call(t, { method: 'PUT', url: url(id), payload: { version, ...(body as object) }, token });
};
const pending = () => makeAdvert(t, catalog, owner.id, { status: 0 });
const lastLog = async (userId: number) =>
  (
    await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.userId, userId))
      .orderBy(desc(activityLogs.id))
      .limit(1)
  )[0];

describe('who may use /adverts/admin/{id}', () => {
  it('asks a visitor to log in, refuses a customer, lets managers and admins in', async () => {
    const advert = await pending();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? form() : undefined;
      expect((await call(t, { method, url: url(advert.id), payload })).statusCode).toBe(401);
      for (const who of [owner, other]) {
        const res = await call(t, { method, url: url(advert.id), payload, token: who.token });
        expect(res.statusCode, `${method} by a customer`).toBe(403);
        expect(res.json()).toMatchObject({ status: 403 });
      }
    }
    expect((await row(advert.id))?.title).toBe(advert.title);
    for (const staff of [manager, admin]) {
      const res = await call(t, { method: 'GET', url: url(advert.id), token: staff.token });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('GET /adverts/admin/{id}', () => {
  it('answers the owner view of an advert in any status with its status and reason', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { status: 2, statusReason: 'Blurry' });
    const res = await call(t, { method: 'GET', url: url(advert.id), token: manager.token });
    expect(res.json()).toMatchObject({
      advert: { id: advert.id, status: 'REJECTED', statusReason: 'Blurry' },
      imges: [],
      values: [],
      status: 'REJECTED',
      reason: 'Blurry',
    });
  });

  it('answers 404 for a missing advert and 400 for a bad id', async () => {
    const missing = await call(t, { method: 'GET', url: url(2_000_000_000), token: admin.token });
    expect(missing.statusCode).toBe(404);
    const bad = await call(t, { method: 'GET', url: '/api/adverts/admin/x1', token: admin.token });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /adverts/admin/{id}', () => {
  it('activates by name or code, answers the new status and e-mails the owner', async () => {
    const advert = await pending();
    const res = await put(advert.id, form({ status: 'ACTIVATED' }), manager.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: advert.id,
      slug: advert.slug,
      status: 'ACTIVATED',
      version: 2,
    });
    expect(await row(advert.id)).toMatchObject({ status: 1, title: 'Moderated flat' });
    const mail = await lastMailTo(t, owner.email);
    expect(mail?.subject).toBe('Your advert "Moderated flat" is now published');
    expect(mail?.text).toContain(`/property/${advert.slug}`);
    expect(await lastLog(manager.id)).toMatchObject({
      action: 'ADVERT_STATUS_CHANGED',
      advertId: advert.id,
    });
    const byCode = await put(advert.id, form({ status: 0 as never }), admin.token);
    expect(byCode.json().status).toBe('PENDING');
  });

  it('rejects with a reason the owner sees and is told by e-mail', async () => {
    const advert = await pending();
    const res = await put(
      advert.id,
      form({ status: '2' as never, reason: ' Blurry photos ' }),
      admin.token,
    );
    expect(res.json().status).toBe('REJECTED');
    expect((await row(advert.id))?.statusReason).toBe('Blurry photos');
    const mail = await lastMailTo(t, owner.email);
    expect(mail?.subject).toBe('Your advert "Moderated flat" was rejected');
    expect(mail?.text).toContain('Reason: Blurry photos');
    const mine = await call(t, { method: 'GET', url: '/api/adverts/auth', token: owner.token });
    const listed = mine.json().content.find((a: { id: number }) => a.id === advert.id);
    expect(listed).toMatchObject({ status: 'REJECTED', statusReason: 'Blurry photos' });
  });

  it('drops the reason when the advert is activated and keeps the status when none is sent', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { status: 2, statusReason: 'Old' });
    await put(advert.id, form({ status: 'ACTIVATED', reason: 'ignored' }), admin.token);
    expect(await row(advert.id)).toMatchObject({ status: 1, statusReason: null });
    const kept = await put(advert.id, form({ title: 'Renamed by staff' }), admin.token);
    expect(kept.json().status).toBe('ACTIVATED');
    expect(await lastLog(admin.id)).toMatchObject({ action: 'ADVERT_UPDATED' });
  });

  it('does not e-mail the owner when the status stays the same', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { status: 1, title: 'Quiet one' });
    await put(advert.id, form({ title: 'Quiet one', status: 'ACTIVATED' }), admin.token);
    expect((await lastMailTo(t, owner.email))?.subject).not.toContain('Quiet one');
  });

  it('refuses an unknown status, a bad form and a taken slug without writing anything', async () => {
    const advert = await pending();
    const other = await pending();
    const cases: Array<[unknown, number]> = [
      [form({ status: 'PUBLISHED' as never }), 400],
      [form({ status: 7 as never }), 400],
      [form({ title: '' }), 400],
      [form({ price: -1 }), 400],
      [form({ category: catalog.inactiveCategoryId }), 400],
      [form({ reason: 'x'.repeat(501), status: 'REJECTED' }), 400],
      [form({ slug: 'Has Space' }), 400],
      [form({ slug: other.slug, status: 'ACTIVATED' }), 409],
    ];
    for (const [body, status] of cases) {
      const res = await put(advert.id, body, admin.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ status, message: expect.any(String) });
    }
    expect(await row(advert.id)).toMatchObject({ status: 0, title: advert.title });
    expect((await put(2_000_000_000, form(), admin.token)).statusCode).toBe(404);
  });

  it('lets staff change the slug; the old one keeps redirecting', async () => {
    const advert = await pending();
    const res = await put(advert.id, form({ slug: `staff-slug-${advert.id}` }), admin.token);
    expect(res.json().slug).toBe(`staff-slug-${advert.id}`);
    const old = await call(t, {
      method: 'GET',
      url: `/api/adverts/${advert.slug}`,
      token: admin.token,
    });
    expect(old.statusCode).toBe(301);
  });
});

describe('DELETE /adverts/admin/{id}', () => {
  it("deletes anyone's advert with its values and favourites and logs it", async () => {
    const advert = await pending();
    const db = t.database.db;
    await db
      .insert(propertyValues)
      .values({ advertId: advert.id, keyId: catalog.keyIds[0]!, value: '2' });
    await db.insert(favorites).values({ userId: other.id, advertId: advert.id });
    const res = await call(t, { method: 'DELETE', url: url(advert.id), token: manager.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('This Advert is deleted successfully');
    expect(await row(advert.id)).toBeUndefined();
    expect(await db.select().from(favorites).where(eq(favorites.advertId, advert.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(propertyValues)
        .where(and(eq(propertyValues.advertId, advert.id))),
    ).toEqual([]);
    expect(await lastLog(manager.id)).toMatchObject({ action: 'ADVERT_DELETED', advertId: null });
    const again = await call(t, { method: 'DELETE', url: url(advert.id), token: manager.token });
    expect(again.statusCode).toBe(404);
  });
});
