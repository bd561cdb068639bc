import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { advertSlugHistory, images } from '../../db/schema';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { makeAdvert, makeCatalog } from '../../../test/factories';

let t: TestApp;
let publicSlug: string;
let pendingSlug: string;

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Default</title></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  t = await createTestApp({}, { webDistDir: dist });
  const catalog = await makeCatalog(t);
  const owner = await createUser(t);
  const advert = await makeAdvert(t, catalog, owner.id, {
    title: 'Villa with <pool> & "garden"',
    description: 'Sea view </script><script>alert(1)</script>',
    price: '1250000.00',
  });
  publicSlug = advert.slug;
  await t.database.db.insert(images).values({
    advertId: advert.id,
    storageKey: `adverts/${advert.id}/pic1`,
    name: 'img-0',
    contentType: 'image/webp',
    width: 1200,
    height: 800,
    sizeBytes: 1000,
    featured: true,
  });
  const pending = await makeAdvert(t, catalog, owner.id, { status: 0 });
  pendingSlug = pending.slug;
  await t.database.db.insert(advertSlugHistory).values([
    { slug: 'old-villa', advertId: advert.id },
    { slug: 'old-pending-cottage', advertId: pending.id },
  ]);
});
afterAll(() => t.close());

const page = (url: string) => call(t, { method: 'GET', url });

describe('pages for search engines', () => {
  it('fills title, description, canonical and Open Graph on the home page', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title>Estate Market — homes and properties for sale and rent</title>',
    );
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:8080/">');
    expect(res.body).toContain('property="og:title"');
    expect(res.body).not.toContain('<title>Default</title>');
  });

  it('titles the pages with the site name staff set on the Web Site page, at once', async () => {
    const admin = await createUser(t, 'ADMIN');
    const current = (await call(t, { method: 'GET', url: '/api/web-site' })).json<object>();
    const saved = await call(t, {
      method: 'PUT',
      url: '/api/web-site',
      payload: { ...current, siteName: 'Homes & <Co>' },
      token: admin.token,
    });
    expect(saved.statusCode).toBe(200);
    expect((await page('/')).body).toContain(
      '<title>Homes &amp; &lt;Co&gt; — homes and properties for sale and rent</title>',
    );
    expect((await page('/about')).body).toContain('<title>About — Homes &amp; &lt;Co&gt;</title>');
    expect((await page('/contact')).body).toContain(
      '<link rel="canonical" href="http://localhost:8080/contact">',
    );
    await call(t, { method: 'PUT', url: '/api/web-site', payload: current, token: admin.token });
  });

  it('describes the property list, whatever its filters', async () => {
    const res = await page('/properties/1/2/sea');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:8080/properties">');
  });

  it('describes an advert with escaped tags and schema.org JSON-LD', async () => {
    const res = await page(`/property/${publicSlug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Villa with &lt;pool&gt; &amp; &quot;garden&quot; — $1,250,000.00');
    expect(res.body).toContain('"@type":"RealEstateListing"');
    expect(res.body).not.toContain('</script><script>alert(1)');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!;
    expect(res.body).toContain('<link rel="preload" as="image" href="/api/images/file/adverts/');
    expect(res.body).toMatch(/imagesrcset="[^"]+-card\.webp 480w, [^"]+-gallery\.webp 1200w"/);
    expect(JSON.parse(ld).image).toMatch(
      /^http:\/\/localhost:8080\/api\/images\/file\/adverts\/\d+\/pic1-gallery\.webp$/,
    );
    expect(JSON.parse(ld).offers).toEqual({
      '@type': 'Offer',
      price: 1250000,
      priceCurrency: 'USD',
    });
  });

  it('answers 404 for an unknown or unpublished advert and redirects an old slug', async () => {
    expect((await page('/property/no-such-thing')).statusCode).toBe(404);
    expect((await page(`/property/${pendingSlug}`)).statusCode).toBe(404);
    const moved = await page('/property/old-villa');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/property/${publicSlug}`);
  });

  it('keeps the new address of an unpublished advert to itself: an old slug answers 404', async () => {
    const res = await page('/property/old-pending-cottage');
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).not.toContain(pendingSlug);
  });

  it('serves the app for client routes and JSON 404s for unknown API paths', async () => {
    expect((await page('/dashboard/my-profile')).body).toContain('<title>Default</title>');
    expect((await page('/api/unknown')).json().status).toBe(404);
  });

  it('answers paths the app has no page for with its not-found page and a real 404', async () => {
    for (const path of [
      '/about',
      '/privacy-policy',
      '/registerConfirm/abc123',
      '/properties/1/2/x',
    ]) {
      expect((await page(path)).statusCode, path).toBe(200);
    }
    for (const path of ['/no/such/page', '/dashboard/nope', '/about/more', '/registerConfirm']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"');
    }
  });

  it('serves robots.txt and a sitemap index listing the public adverts', async () => {
    const robots = await page('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    const index = await page('/sitemap.xml');
    expect(index.body).toContain('<loc>http://localhost:8080/sitemap-adverts-0.xml</loc>');
    const adverts = await page('/sitemap-adverts-0.xml');
    expect(adverts.body).toContain(`/property/${publicSlug}</loc>`);
    expect(adverts.body).not.toContain(pendingSlug);
  });

  it('splits the sitemap by id ranges of 40,000: a high id opens a second page', async () => {
    const catalog = await makeCatalog(t);
    const owner = await createUser(t);
    await t.database.db.execute(sql`SELECT setval(pg_get_serial_sequence('adverts', 'id'), 40000)`);
    const far = await makeAdvert(t, catalog, owner.id, { status: 1 });
    expect(far.id).toBe(40001);
    const index = await page('/sitemap.xml');
    expect(index.body).toContain('<loc>http://localhost:8080/sitemap-adverts-1.xml</loc>');
    expect(index.body).not.toContain('sitemap-adverts-2.xml');
    const first = await page('/sitemap-adverts-0.xml');
    const second = await page('/sitemap-adverts-1.xml');
    expect(first.body).toContain(`/property/${publicSlug}</loc>`);
    expect(first.body).not.toContain(far.slug);
    expect(second.body).toContain(`/property/${far.slug}</loc>`);
    expect(second.body).not.toContain(publicSlug);
    const beyond = await page('/sitemap-adverts-7.xml');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body).not.toContain('<url>');
  });

  it('serves built assets with a year-long cache and compression, never files outside the build', async () => {
    const asset = await call(t, {
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    for (const url of ['/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json']) {
      const res = await page(url);
      expect(res.body).not.toContain('root:');
      expect(res.headers['content-type']).toContain('text/html');
    }
    expect((await page('/%E0%A4%A')).statusCode).toBe(400);
  });
});
