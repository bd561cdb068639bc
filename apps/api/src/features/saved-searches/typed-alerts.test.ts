import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { advertTypes, categories, propertyValues, savedSearches } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { advertVersion, makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { startSmtpSink, textOf } from '../../../test/smtp-sink';

// Saved searches keep the list's typed filters (filter[keyId]=3..) and their alerts match them
// as GET /adverts does (docs/product.md#saved-searches, #typed-property-details).
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let catalog: Catalog;
let owner: TestUser;
let admin: TestUser;
let categoryId: number;
let bedsKey: number;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, publicUrl: 'https://homes.example' });
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  admin = await createUser(t, 'ADMIN');
  const res = await call(t, {
    method: 'POST',
    url: '/api/categories',
    token: admin.token,
    payload: {
      title: 'Alert homes',
      slug: 'alert-homes',
      icon: 'house',
      seq: 91,
      properties: [{ name: 'Bedrooms', type: 'number', unit: 'rooms' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  categoryId = res.json().id;
  bedsKey = res.json().properties[0].id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const save = (token: string, filters: Record<string, string>) =>
  call(t, {
    method: 'POST',
    url: '/api/savedSearches',
    token,
    payload: { name: 'Three bedrooms or more', filters, alert: 'INSTANT' },
  });

async function pendingHome(title: string, beds: number) {
  const advert = await makeAdvert(t, catalog, owner.id, { title, categoryId, status: 0 });
  await t.database.db
    .insert(propertyValues)
    .values({ advertId: advert.id, keyId: bedsKey, value: String(beds), numberValue: beds });
  return advert;
}

describe('saved searches with typed filters', () => {
  it('refuses a filter on a key of another category with 400, and saves nothing', async () => {
    const member = await createUser(t);
    const res = await save(member.token, {
      categoryid: String(catalog.categoryIds[0]),
      [`filter[${bedsKey}]`]: '3..',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    const rows = await t.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, member.id));
    expect(rows).toEqual([]);
  });

  it('keeps a bedrooms range and alerts only adverts inside it', async () => {
    const member = await createUser(t);
    const res = await save(member.token, {
      categoryid: String(categoryId),
      [`filter[${bedsKey}]`]: '3..',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().filters).toEqual({
      categoryid: String(categoryId),
      [`filter[${bedsKey}]`]: '3..',
    });

    const small = await pendingHome('Two-bedroom cottage', 2);
    const large = await pendingHome('Four-bedroom farmhouse', 4);
    const versions = {
      [small.id]: await advertVersion(t, small.id),
      [large.id]: await advertVersion(t, large.id),
    };
    const approved = await call(t, {
      method: 'PUT',
      url: '/api/adverts/admin/status',
      token: admin.token,
      payload: { ids: [small.id, large.id], versions, status: 'ACTIVATED' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const job = t.app.scheduledJobs.find(
      (j) => j.name === 'match saved searches and send instant alerts',
    );
    await job!.run();

    const mails = smtp.to(member.email);
    expect(mails).toHaveLength(1);
    const text = textOf(mails[0]!.raw);
    expect(text).toContain('Four-bedroom farmhouse');
    expect(text).not.toContain('Two-bedroom cottage');
    // Each home names its category and type: English for an English reader.
    expect(text).toMatch(/Four-bedroom farmhouse\r?\n {2}Alert homes · Sale \S+, /);
  });

  it('names the category and type in a Turkish recipient’s language', async () => {
    const member = await createUser(t);
    await call(t, {
      method: 'PUT',
      url: '/api/user/auth/language',
      payload: { language: 'tr' },
      token: member.token,
    });
    await t.database.db
      .update(categories)
      .set({ titleTr: 'Uyarı evleri' })
      .where(eq(categories.id, categoryId));
    await t.database.db
      .update(advertTypes)
      .set({ titleTr: 'Satılık' })
      .where(eq(advertTypes.id, catalog.typeIds[0]!));
    expect((await save(member.token, { categoryid: String(categoryId) })).statusCode).toBe(201);
    const home = await pendingHome('Köy evi', 3);
    const approved = await call(t, {
      method: 'PUT',
      url: '/api/adverts/admin/status',
      token: admin.token,
      payload: {
        ids: [home.id],
        versions: { [home.id]: await advertVersion(t, home.id) },
        status: 'ACTIVATED',
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.scheduledJobs
      .find((j) => j.name === 'match saved searches and send instant alerts')!
      .run();
    const text = textOf(smtp.to(member.email)[0]!.raw);
    expect(text).toMatch(/Köy evi\r?\n {2}Uyarı evleri · Satılık, /);
  });
});
