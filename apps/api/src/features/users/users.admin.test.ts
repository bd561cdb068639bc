import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, notInArray } from 'drizzle-orm';
import type { Role } from '@estate/contracts';
import { USER_ADMIN_MESSAGES as M } from '@estate/contracts';
import { activityLogs, adverts, favorites, tourRequests, users } from '../../db/schema';
import { call, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { makeAdvert, makeCatalog, makeTourRequest, type Catalog } from '../../../test/factories';
import {
  createImagesTestApp,
  filesOf,
  pictures,
  upload,
} from '../adverts/pictures/images.test-kit';

let t: TestApp;
let dataDir: string;
let catalog: Catalog;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;

const form = (role: Role, fields: Record<string, unknown> = {}) => ({
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: '+905551112233',
  email: 'ignored@example.test',
  role,
  ...fields,
});

const put = (as: TestUser | undefined, id: number, payload: object) =>
  call(t, { method: 'PUT', url: `/api/user/${id}/admin`, token: as?.token, payload });
const remove = (as: TestUser | undefined, id: number) =>
  call(t, { method: 'DELETE', url: `/api/user/${id}/admin`, token: as?.token });
const roleOf = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.role;

beforeAll(async () => {
  ({ t, dataDir } = await createImagesTestApp());
  catalog = await makeCatalog(t);
  admin = await createUser(t, 'ADMIN');
  manager = await createUser(t, 'MANAGER');
  customer = await createUser(t, 'CUSTOMER', { firstName: 'Zeynep', phone: '+905559990000' });
});

afterAll(() => t?.close());

describe('who may call the Users page', () => {
  const cases: [string, number, () => TestUser | undefined][] = [
    ['a visitor', 401, () => undefined],
    ['a customer', 403, () => customer],
    ['a manager', 200, () => manager],
    ['an admin', 200, () => admin],
  ];
  it.each(cases)('GET /user/admin as %s answers %i', async (_who, status, as) => {
    const res = await call(t, { method: 'GET', url: '/api/user/admin', token: as()?.token });
    expect(res.statusCode).toBe(status);
    if (status !== 200) expect(res.json()).toMatchObject({ status, message: expect.any(String) });
  });
  it.each(cases)('GET /logs/{id} as %s answers %i', async (_who, status, as) => {
    const res = await call(t, {
      method: 'GET',
      url: `/api/logs/${customer.id}`,
      token: as()?.token,
    });
    expect(res.statusCode).toBe(status);
  });
  it.each(cases)(
    'PUT /user/{id}/admin on a customer as %s answers %i',
    async (_who, status, as) => {
      const target = await createUser(t);
      expect((await put(as(), target.id, form('CUSTOMER'))).statusCode).toBe(status);
    },
  );
  it.each(cases)(
    'DELETE /user/{id}/admin on a customer as %s answers %i',
    async (_who, status, as) => {
      const target = await createUser(t);
      expect((await remove(as(), target.id)).statusCode).toBe(status);
    },
  );
});

describe('the list', () => {
  it('finds people by the beginnings of name, e-mail or phone words (a phone from any digit, typed with spaces), folded, with the total', async () => {
    for (const q of [
      'zeynep',
      'ZEYNEP',
      'zey',
      customer.email.slice(0, 12),
      '5559990000',
      '+90 555 999 00',
    ]) {
      const res = await call(t, {
        method: 'GET',
        url: `/api/user/admin?q=${encodeURIComponent(q)}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.content.map((u: { id: number }) => u.id)).toContain(customer.id);
      expect(page.totalElements).toBe(page.content.length);
    }
  });

  it('pages by 3 with the total, and treats % and _ as plain characters', async () => {
    const res = await call(t, {
      method: 'GET',
      url: '/api/user/admin?page=0&size=3&sort=id&type=ASC',
      token: admin.token,
    });
    const page = res.json();
    expect(page.content).toHaveLength(3);
    expect(page.totalElements).toBeGreaterThanOrEqual(3);
    expect(page.content[0]).not.toHaveProperty('passwordHash');
    const wild = await call(t, { method: 'GET', url: '/api/user/admin?q=%25', token: admin.token });
    expect(wild.json().totalElements).toBe(0);
  });

  it('refuses an unknown sort field with a message', async () => {
    const res = await call(t, {
      method: 'GET',
      url: '/api/user/admin?sort=passwordHash',
      token: admin.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/sort/);
  });
});

describe('editing', () => {
  it('saves names and phone, never the e-mail, and answers the user', async () => {
    const target = await createUser(t);
    const res = await put(manager, target.id, form('CUSTOMER'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.id,
      firstName: 'Ayşe',
      email: target.email,
      role: 'CUSTOMER',
    });
    const found = await call(t, {
      method: 'GET',
      url: '/api/user/admin?q=yilmaz',
      token: admin.token,
    });
    expect(found.json().content.map((u: { id: number }) => u.id)).toContain(target.id);
  });

  it('refuses bad fields and an unknown role with messages, changing nothing', async () => {
    const target = await createUser(t);
    const bad = await put(
      admin,
      target.id,
      form('OWNER' as Role, { firstName: ' ', phone: 'abc' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validations).toMatchObject({ firstName: 'Required', role: 'Invalid role' });
    expect(await roleOf(target.id)).toBe('CUSTOMER');
  });

  it("lets an admin change a role, ending that person's sessions and logging it", async () => {
    const target = await createUser(t);
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: target.token })).statusCode,
    ).toBe(200);
    const res = await put(admin, target.id, form('MANAGER'));
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('MANAGER');
    const old = await call(t, { method: 'GET', url: '/api/user/auth', token: target.token });
    expect(old.statusCode).toBe(401);
    const logs = await call(t, {
      method: 'GET',
      url: `/api/logs/${target.id}`,
      token: manager.token,
    });
    expect(logs.json()[0]).toMatchObject({
      action: 'ROLE_CHANGED',
      log: expect.stringContaining('CUSTOMER to MANAGER'),
    });
  });

  it('keeps sessions when only the name changes', async () => {
    const target = await createUser(t);
    expect((await put(admin, target.id, form('CUSTOMER'))).statusCode).toBe(200);
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: target.token })).statusCode,
    ).toBe(200);
  });

  it('refuses a manager changing a role or touching staff', async () => {
    const target = await createUser(t);
    const promote = await put(manager, target.id, form('MANAGER'));
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe(M.onlyAdminsChangeRoles);
    const otherManager = await createUser(t, 'MANAGER');
    expect((await put(manager, otherManager.id, form('MANAGER'))).json().message).toBe(
      M.managersEditCustomers,
    );
    expect((await put(manager, admin.id, form('ADMIN'))).statusCode).toBe(403);
    expect((await remove(manager, admin.id)).statusCode).toBe(403);
    expect(await roleOf(target.id)).toBe('CUSTOMER');
  });

  it('refuses anyone changing their own role', async () => {
    const res = await put(admin, admin.id, form('CUSTOMER'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notYourOwnRole);
    expect(await roleOf(admin.id)).toBe('ADMIN');
  });

  it('answers 404 for a missing user', async () => {
    expect((await put(admin, 999_999, form('CUSTOMER'))).statusCode).toBe(404);
    expect((await remove(admin, 999_999)).statusCode).toBe(404);
    expect(
      (await call(t, { method: 'GET', url: '/api/logs/999999', token: admin.token })).statusCode,
    ).toBe(404);
  });
});

describe('the last admin', () => {
  it('stays, even when two admins demote each other at the same moment', async () => {
    const { db } = t.database;
    const first = await createUser(t, 'ADMIN');
    const second = await createUser(t, 'ADMIN');
    const othersThanThem = and(
      eq(users.role, 'ADMIN'),
      notInArray(users.id, [first.id, second.id]),
    );
    await db.update(users).set({ role: 'MANAGER' }).where(othersThanThem);
    const answers = await Promise.all([
      put(first, second.id, form('CUSTOMER')),
      put(second, first.id, form('CUSTOMER')),
    ]);
    // The loser is refused as the last admin, or, when its demotion already ended its session,
    // as logged out: either way with a message, and one admin is left.
    const codes = answers.map((res) => res.statusCode).sort();
    expect([
      [200, 409],
      [200, 401],
    ]).toContainEqual(codes);
    const refused = answers.find((res) => res.statusCode !== 200)!;
    if (refused.statusCode === 409) expect(refused.json().message).toBe(M.lastAdmin);
    const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, 'ADMIN'));
    expect(Number(admins!.n)).toBe(1);
    await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.id));
  });
});

describe('deleting', () => {
  it('removes the account with its adverts, pictures, favourites, tour requests and logs', async () => {
    const owner = await createUser(t);
    const advert = await makeAdvert(t, catalog, owner.id);
    expect((await upload(t, advert.id, await pictures(2), owner.token)).statusCode).toBe(201);
    await t.database.db.insert(favorites).values({ userId: owner.id, advertId: advert.id });
    await makeTourRequest(t, advert, customer.id);
    expect(filesOf(dataDir, advert.id).length).toBeGreaterThan(0);

    const res = await remove(admin, owner.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.deleted);
    const { db } = t.database;
    expect(await db.select().from(adverts).where(eq(adverts.userId, owner.id))).toEqual([]);
    expect(
      await db.select().from(tourRequests).where(eq(tourRequests.advertId, advert.id)),
    ).toEqual([]);
    expect(await db.select().from(activityLogs).where(eq(activityLogs.userId, owner.id))).toEqual(
      [],
    );
    expect(filesOf(dataDir, advert.id)).toEqual([]);
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: owner.token })).statusCode,
    ).toBe(401);
  });

  it('refuses deleting oneself', async () => {
    const res = await remove(manager, manager.id);
    expect(res.statusCode).toBe(403);
    expect(await roleOf(manager.id)).toBe('MANAGER');
  });
});
