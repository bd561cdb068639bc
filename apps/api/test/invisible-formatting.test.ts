import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { TEXT_MESSAGES } from '@estate/contracts';
import {
  advertTypes,
  adverts,
  categories,
  contactMessages,
  conversationMessages,
  savedSearches,
  users,
} from '../src/db/schema';
import type { PgTable } from 'drizzle-orm/pg-core';
import { call, createTestApp, createUser, type TestApp, type TestUser } from './test-app';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from './factories';

// Invisible direction marks (here the right-to-left override U+202E and its kin) would reorder
// what other people read: every name, title and message refuses them with a 400 naming the
// field, in the request's language, and nothing is written (docs/product.md#form-rules).

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let guest: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  [owner, guest, admin] = await Promise.all([createUser(t), createUser(t), createUser(t, 'ADMIN')]);
});
afterAll(() => t.close());

const RLO = '\u202E';
const TURKISH = { 'accept-language': 'tr-TR,tr;q=0.9' };
let ip = 0;
const nextIp = () => `10.12.${Math.floor((ip += 1) / 250)}.${ip % 250}`;

function expectRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().validations[field]).toBe(TEXT_MESSAGES.invisibleFormatting);
}
const rowsOf = async (table: PgTable) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0]!.n);

describe('names and titles', () => {
  it('an advert title with a right-to-left override is refused and no advert is made', async () => {
    const before = await rowsOf(adverts);
    const res = await call(t, {
      method: 'POST',
      url: '/api/adverts',
      payload: advertForm(catalog, { title: `Sea view ${RLO}alliv` }),
      token: owner.token,
    });
    expectRefused(res, 'title');
    expect(await rowsOf(adverts)).toBe(before);
  });

  it('the refusal is in Turkish for a Turkish request', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/adverts',
      payload: advertForm(catalog, { title: `Deniz manzarası ${RLO}allív` }),
      token: owner.token,
      headers: TURKISH,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().validations.title).toBe('Görünmez biçimlendirme karakterlerini kaldırın.');
  });

  it.each([
    ['firstName', `Ayşe${RLO}`],
    ['lastName', 'Demir\u2067'],
    ['phone', '+90555\u200E1112233'],
  ])(
    'registration refuses a %s with a direction mark and makes no account',
    async (field, value) => {
      const before = await rowsOf(users);
      const res = await call(t, {
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Ayşe',
          lastName: 'Demir',
          phone: '+905551112233',
          email: `bidi-${field.toLowerCase()}@example.test`,
          password: 'Passw0rd!x',
          confirmPassword: 'Passw0rd!x',
          acceptTerms: true,
          [field]: value,
        },
        remoteAddress: nextIp(),
      });
      expectRefused(res, field);
      expect(await rowsOf(users)).toBe(before);
    },
  );

  it('category and advert type titles refuse a direction mark and nothing is saved', async () => {
    const [categoriesBefore, typesBefore] = [await rowsOf(categories), await rowsOf(advertTypes)];
    const category = await call(t, {
      method: 'POST',
      url: '/api/categories',
      payload: { title: `Cabin${RLO}`, slug: 'bidi-cabins', icon: 'house', seq: 7 },
      token: admin.token,
    });
    expectRefused(category, 'title');
    const type = await call(t, {
      method: 'POST',
      url: '/api/advert-types',
      payload: { title: 'Lease\u2066' },
      token: admin.token,
    });
    expectRefused(type, 'title');
    expect([await rowsOf(categories), await rowsOf(advertTypes)]).toEqual([
      categoriesBefore,
      typesBefore,
    ]);
  });

  it('a saved search name with an isolate is refused and not kept', async () => {
    const before = await rowsOf(savedSearches);
    const res = await call(t, {
      method: 'POST',
      url: '/api/savedSearches',
      payload: { name: `Sea \u2068weiv`, filters: { q: 'sea' } },
      token: guest.token,
    });
    expectRefused(res, 'name');
    expect(await rowsOf(savedSearches)).toBe(before);
  });
});

describe('messages', () => {
  it('a contact message with a right-to-left mark is refused and not kept', async () => {
    const before = await rowsOf(contactMessages);
    const res = await call(t, {
      method: 'POST',
      url: '/api/contact',
      payload: {
        email: 'bidi@example.test',
        message: 'Is it free?\n\u200Fyes',
        firstName: 'Mehmet',
        lastName: 'Yildiz',
      },
      remoteAddress: nextIp(),
    });
    expectRefused(res, 'message');
    expect(await rowsOf(contactMessages)).toBe(before);
  });

  it('a conversation message with an override is refused and starts no thread', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const before = await rowsOf(conversationMessages);
    const res = await call(t, {
      method: 'POST',
      url: '/api/conversations',
      payload: { advertId: advert.id, message: `Pay here: ${RLO}gpj.exe` },
      token: guest.token,
    });
    expectRefused(res, 'message');
    expect(await rowsOf(conversationMessages)).toBe(before);
  });

  it('a rejection reason with an Arabic letter mark is refused and the advert waits still', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { status: 0 });
    const res = await call(t, {
      method: 'PUT',
      url: `/api/adverts/admin/${advert.id}`,
      payload: {
        ...advertForm(catalog, { title: advert.title, slug: advert.slug }),
        version: advert.version,
        status: 'REJECTED',
        reasonCode: 'OTHER',
        reason: 'Wrong\u061C price',
      },
      token: admin.token,
    });
    expectRefused(res, 'reason');
    const [kept] = await t.database.db.select().from(adverts).where(eq(adverts.id, advert.id));
    expect(kept).toMatchObject({ status: 0, statusReason: null, version: advert.version });
  });
});
