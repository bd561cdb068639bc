import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertTypes, categories, contactMessages } from '../src/db/schema';
import { call, createTestApp, createUser, type TestApp, type TestUser } from './test-app';
import { makeAdvert, makeCatalog, makeTourRequest } from './factories';

// The back office's searches fold the stored text and the query one way (fold_text in SQL,
// foldText in JavaScript): Turkish letters, accents and case never hide a row
// (docs/product.md#search).

/** Each stored name, with the ways a person may type it: as written, upper, lower, unaccented. */
const TYPED: Record<string, string[]> = {
  İlker: ['İlker', 'ilker', 'ILKER', 'İLKER', 'Ilker'],
  Işık: ['Işık', 'ışık', 'IŞIK', 'isik', 'ISIK'],
  Chamartín: ['Chamartín', 'chamartin', 'CHAMARTÍN', 'CHAMARTIN'],
  'Günlük Kiralık': ['Günlük Kiralık', 'gunluk kiralik', 'GÜNLÜK KİRALIK', 'GUNLUK KIRALIK'],
};
const EVERY_QUERY = Object.entries(TYPED).flatMap(([name, queries]) =>
  queries.map((query) => [name, query] as const),
);
/** Each name as one row's whole title, so a search for one finds only its own row. */
const TITLES: Record<string, string> = {
  İlker: 'İlker Evleri',
  Işık: 'Işık Konutları',
  Chamartín: 'Pisos en Chamartín',
  'Günlük Kiralık': 'Günlük Kiralık',
};

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  const catalog = await makeCatalog(t);
  admin = await createUser(t, 'ADMIN');
  owner = await createUser(t, 'CUSTOMER', { firstName: 'Ayşe', lastName: 'Işık' });
  const guest = await createUser(t, 'CUSTOMER', { firstName: 'İlker', lastName: 'Demir' });
  const advert = await makeAdvert(t, catalog, owner.id, {
    title: 'Günlük Kiralık daire, Chamartín',
  });
  await makeTourRequest(t, advert, guest.id);
  const db = t.database.db;
  await db.insert(advertTypes).values(Object.values(TITLES).map((title) => ({ title })));
  await db.insert(categories).values(
    Object.values(TITLES).map((title, i) => ({
      title,
      slug: `folded-${i}`,
      icon: 'house',
      seq: 10 + i,
      isActive: true,
    })),
  );
  await db.insert(contactMessages).values({
    firstName: 'İlker',
    lastName: 'Işık',
    email: 'ilker@example.test',
    message: 'Is the Günlük Kiralık flat in Chamartín free?',
  });
});
afterAll(() => t.close());

const get = async (url: string, token?: string) => {
  const res = await call(t, { method: 'GET', url, ...(token ? { token } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const titlesOf = (rows: Array<{ title: string }>) => rows.map((r) => r.title);
const q = (query: string) => `q=${encodeURIComponent(query)}`;

describe('tour requests', () => {
  it.each(EVERY_QUERY)('staff find the request of %s by typing %j', async (_, query) => {
    const page = await get(`/api/tourRequest/admin?${q(query)}`, admin.token);
    expect(page.content).toHaveLength(1);
  });
  it.each(EVERY_QUERY)('the owner finds the request of %s by typing %j', async (_, query) => {
    const page = await get(`/api/tourRequest?role=owner&${q(query)}`, owner.token);
    expect(page.content).toHaveLength(1);
  });
  it('a word in none of them finds nothing', async () => {
    expect((await get(`/api/tourRequest/admin?${q('Çamlıca')}`, admin.token)).content).toEqual([]);
  });
});

describe('advert types and categories', () => {
  it.each(EVERY_QUERY)('staff find the type %s by typing %j', async (name, query) => {
    const types = await get(`/api/advert-types/admin?${q(query)}`, admin.token);
    expect(titlesOf(types)).toEqual([TITLES[name]]);
  });
  it.each(EVERY_QUERY)('staff find the category %s by typing %j', async (name, query) => {
    const page = await get(`/api/categories/admin?${q(query)}`, admin.token);
    expect(titlesOf(page.content)).toEqual([TITLES[name]]);
  });
  it.each(EVERY_QUERY)('visitors find the category %s by typing %j', async (name, query) => {
    const page = await get(`/api/categories?${q(query)}`);
    expect(titlesOf(page.content)).toEqual([TITLES[name]]);
  });
});

describe('contact messages', () => {
  it.each(EVERY_QUERY)('staff find the message naming %s by typing %j', async (_, query) => {
    const page = await get(`/api/contact-messages/admin?${q(query)}`, admin.token);
    expect(page.content.map((m: { email: string }) => m.email)).toEqual(['ilker@example.test']);
  });
  it('a % or _ typed is a character, not a wildcard', async () => {
    const page = await get(`/api/contact-messages/admin?${q('G_nl%k')}`, admin.token);
    expect(page.content).toEqual([]);
  });
});
