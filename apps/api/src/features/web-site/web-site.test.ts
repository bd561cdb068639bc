import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_SITE, type WebSite } from '@estate/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { BROKEN_TEXT_MESSAGE } from '../../plugins/request-guards';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, customer] = await Promise.all([
    createUser(t, 'ADMIN'),
    createUser(t, 'MANAGER'),
    createUser(t, 'CUSTOMER'),
  ]);
});
afterAll(() => t.close());

const edited = (change: Partial<WebSite> = {}): WebSite => ({
  ...DEFAULT_WEB_SITE,
  phone: '+90 216 444 22 11',
  ...change,
});
const put = (payload: unknown, token?: string) =>
  call(t, { method: 'PUT', url: '/api/web-site', payload: payload as object, token });
const storedData = async () =>
  (await queryRows<{ data: WebSite }>(t.database.db, sql`SELECT data FROM site_settings`))[0]?.data;

describe('GET /web-site', () => {
  it('gives a visitor the details seeded on the first read, with no demo data needed', async () => {
    expect(await storedData()).toBeUndefined();
    const res = await call(t, { method: 'GET', url: '/api/web-site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_WEB_SITE);
    expect(await storedData()).toEqual(DEFAULT_WEB_SITE);
  });

  it('fills a field missing from an older stored row with its default', async () => {
    const { tagline: _dropped, ...older } = DEFAULT_WEB_SITE;
    await t.database.db.execute(
      sql`UPDATE site_settings SET data = ${JSON.stringify({ ...older, siteName: 'Old Name' })}::jsonb`,
    );
    const res = await call(t, { method: 'GET', url: '/api/web-site' });
    expect(res.json()).toMatchObject({ siteName: 'Old Name', tagline: DEFAULT_WEB_SITE.tagline });
  });
});

describe('PUT /web-site', () => {
  it.each([
    ['a visitor', undefined, 401],
    ['a customer', () => customer.token, 403],
  ])('refuses %s with %i and changes nothing', async (_who, token, status) => {
    const before = await storedData();
    const res = await put(edited({ siteName: 'Hijacked' }), token?.());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status, message: expect.any(String) });
    expect(await storedData()).toEqual(before);
  });

  it.each([
    ['an admin', () => admin.token],
    ['a manager', () => manager.token],
  ])('lets %s save, and the public read shows the change at once', async (_who, token) => {
    const details = edited({ phone: `+44 20 ${Math.floor(Math.random() * 9000) + 1000} 0000` });
    const res = await put(details, token());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(details);
    expect((await call(t, { method: 'GET', url: '/api/web-site' })).json()).toEqual(details);
  });

  // A lone surrogate is legal in JSON text but not in jsonb: this answered 500 (hostile sweep).
  it('refuses text that is not valid Unicode with 400 and keeps the stored details', async () => {
    const before = await storedData();
    const offices = edited().offices.map((o, i) => (i === 0 ? { ...o, city: '\udb77' } : o));
    const res = await put(edited({ offices }), admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: BROKEN_TEXT_MESSAGE });
    expect(await storedData()).toEqual(before);
  });

  it('keeps markup as the text typed (the pages show it as text)', async () => {
    const address = '<script>alert(1)</script> 5 Main St';
    const res = await put(edited({ address }), admin.token);
    expect(res.json().address).toBe(address);
  });

  it.each([
    ['contactEmail', { contactEmail: 'not-an-email' }, 'Invalid email'],
    ['phone', { phone: '0212-555' }, 'Phone must be digits, optionally starting with +'],
    ['siteName', { siteName: '  ' }, 'Required'],
    [
      'offices.1.phone',
      {
        offices: DEFAULT_WEB_SITE.offices.map((o, i) => (i === 1 ? { ...o, phone: 'call us' } : o)),
      },
      'Phone must be digits, optionally starting with +',
    ],
    ['offices', { offices: DEFAULT_WEB_SITE.offices.slice(0, 2) }, 'Exactly three offices'],
    [
      'social.facebook',
      { social: { ...DEFAULT_WEB_SITE.social, facebook: 'javascript:alert(1)' } },
      'Must be an http(s) address',
    ],
    [
      'appLinks.appStore',
      { appLinks: { ...DEFAULT_WEB_SITE.appLinks, appStore: 'ftp://apps.example' } },
      'Must be an http(s) address',
    ],
    [
      'map.latitude',
      { map: { ...DEFAULT_WEB_SITE.map, latitude: 91 } },
      'Latitude must be between -90 and 90',
    ],
  ])(
    'refuses a bad %s with 400 and its message, saving nothing',
    async (field, change, message) => {
      const before = await storedData();
      const res = await put(edited(change as Partial<WebSite>), admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, validations: { [field]: message } });
      expect(await storedData()).toEqual(before);
    },
  );

  it('accepts an empty social link (not shown) and refuses an unknown field', async () => {
    const ok = await put(
      edited({ social: { ...DEFAULT_WEB_SITE.social, youtube: '' } }),
      admin.token,
    );
    expect(ok.statusCode).toBe(200);
    const extra = await put({ ...edited(), favicon: 'x' }, admin.token);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().validations).toEqual({ favicon: 'Unknown field' });
  });
});
