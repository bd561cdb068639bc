import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import {
  ADVERT_FORM_MESSAGES,
  CATEGORY_FORM_MESSAGES,
  isReservedSlug,
  WEB_PAGE_PATTERNS,
} from '@estate/contracts';
import { adverts, categories } from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';

// A slug cannot be the name of a route: an editor's slug like that is refused with the slug
// message, and a title like "Admin" gets a slug with a suffix.

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let admin: TestUser;
const routeUrls: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_CACHE_SECONDS: 0 },
    { onRoute: (route: RouteOptions) => void routeUrls.push(route.url) },
  );
  catalog = await makeCatalog(t);
  [owner, admin] = await Promise.all([createUser(t), createUser(t, 'ADMIN')]);
});
afterAll(() => t.close());

const fixedSegments = (url: string) =>
  url
    .split('/')
    .filter((part) => part !== '' && part !== '*' && !part.includes(':'))
    .map((part) => part.toLowerCase().replace(/\.(xml|txt)$/, ''));

describe('the reserved words', () => {
  it('name every fixed path under /api/adverts/, where an advert is read by its slug', () => {
    const underAdverts = routeUrls
      .filter((url) => url.startsWith('/api/adverts/'))
      .map((url) => fixedSegments(url)[2])
      .filter((segment): segment is string => segment !== undefined);
    expect(underAdverts).toContain('cities');
    expect(underAdverts.filter((segment) => !isReservedSlug(segment))).toEqual([]);
  });

  it("name the first segment of every API path, the server's own paths and the web pages", () => {
    const firstSegments = [
      ...routeUrls.map((url) => fixedSegments(url.replace(/^\/api\//, '/'))[0]),
      ...WEB_PAGE_PATTERNS.flatMap(fixedSegments),
    ].filter((segment): segment is string => segment !== undefined);
    expect(firstSegments).toEqual(expect.arrayContaining(['sitemap', 'robots', 'dashboard']));
    expect(firstSegments.filter((segment) => !isReservedSlug(segment))).toEqual([]);
    expect(isReservedSlug('sitemap-adverts-3')).toBe(true);
    expect(isReservedSlug('admin-2')).toBe(false);
  });
});

describe('advert slugs', () => {
  const row = async (id: number) =>
    (await t.database.db.select().from(adverts).where(eq(adverts.id, id)))[0]!;

  it.each(['admin', 'cities', 'new', 'edit', 'dashboard', 'login', 'sitemap-adverts-0'])(
    'refuses the editor slug "%s" with the slug message and keeps the advert',
    async (slug) => {
      const advert = await makeAdvert(t, catalog, owner.id, { status: 0 });
      const body = advertForm(catalog, { slug });
      for (const [url, token] of [
        [`/api/adverts/auth/${advert.slug}`, owner.token],
        [`/api/adverts/admin/${advert.id}`, admin.token],
      ] as const) {
        // The version the editor showed, so only the slug can be what is refused.
        const payload = { ...body, version: (await row(advert.id)).version };
        const res = await call(t, { method: 'PUT', url, payload, token });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().validations.slug).toBe(ADVERT_FORM_MESSAGES.slug);
      }
      expect((await row(advert.id)).slug).toBe(advert.slug);
    },
  );

  it.each([
    ['Admin', 'admin-2'],
    ['New', 'new-2'],
    ['Cities', 'cities-2'],
    ['Sitemap Adverts 1', 'sitemap-adverts-1-2'],
    ['Sitemap of the coast', 'sitemap-of-the-coast'],
  ])('gives an advert titled "%s" the slug %s', async (title, slug) => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/adverts',
      payload: advertForm(catalog, { title }),
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().slug).toBe(slug);
    expect((await row(res.json().id)).slug).toBe(slug);
  });
});

describe('category slugs', () => {
  it('refuses a reserved slug on create and on edit', async () => {
    const form = { title: 'Dash', slug: 'dashboard', icon: 'house', seq: 9 };
    const created = await call(t, {
      method: 'POST',
      url: '/api/categories',
      payload: form,
      token: admin.token,
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().validations.slug).toBe(CATEGORY_FORM_MESSAGES.slugReserved);

    const id = catalog.categoryIds[0];
    const edited = await call(t, {
      method: 'PUT',
      url: `/api/admin-category/${id}`,
      payload: { ...form, slug: 'properties' },
      token: admin.token,
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json().validations.slug).toBe(CATEGORY_FORM_MESSAGES.slugReserved);
    const [kept] = await t.database.db.select().from(categories).where(eq(categories.id, id));
    expect(kept!.slug).toMatch(/^house-/);
  });
});
