import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { makeAdvert, makeCatalog } from '../../../test/factories';
import { images } from '../../db/schema';

let t: TestApp;
let dist: string;
let publicSlug: string;
let pendingSlug: string;

const ENTRY = 'assets/app-abc123.js';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Default</title><script type="module" src="/${ENTRY}"></script></head><body><div id="root"><span class="logo__text" data-site-name></span></div></body></html>`,
  );
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dist, ENTRY), script);
  fs.writeFileSync(path.join(dist, `${ENTRY}.br`), zlib.brotliCompressSync(script));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: ENTRY },
      'src/features/adverts/public/advert-detail/advert-detail-page.tsx': {
        file: 'assets/advert-detail-page-1.js',
        imports: ['index.html', '_shared-2.js'],
      },
      'src/features/adverts/public/advert-detail/api/get-advert-detail.ts': {
        file: 'assets/get-advert-detail-3.js',
        imports: ['_shared-2.js'],
      },
      '_shared-2.js': { file: 'assets/shared-2.js' },
      'src/i18n/locales/tr/index.ts': { file: 'assets/tr-4.js' },
      'src/i18n/locales/tr/registered.json': { file: 'assets/registered-5.js' },
      'src/i18n/locales/tr/advert.json': { file: 'assets/advert-6.js' },
      'src/i18n/locales/tr/properties.json': { file: 'assets/properties-7.js' },
    }),
  );
  t = await createTestApp({}, { webDistDir: dist });
  const catalog = await makeCatalog(t);
  const owner = await createUser(t);
  const shown = await makeAdvert(t, catalog, owner.id, {
    title: 'Flat with a $& in its name',
    description: 'Sea view </script><script>alert(1)</script>',
  });
  publicSlug = shown.slug;
  await t.database.db.insert(images).values({
    advertId: shown.id,
    storageKey: 'adverts/1/first-card',
    name: 'front.jpg',
    contentType: 'image/webp',
    width: 1600,
    height: 1200,
    sizeBytes: 1000,
    featured: true,
  });
  pendingSlug = (await makeAdvert(t, catalog, owner.id, { status: 0 })).slug;
});
afterAll(() => t.close());

const page = (url: string) => call(t, { method: 'GET', url });
const api = async (url: string) => (await page(`/api${url}`)).json<unknown>();

/** The answers the page carries for the web app (lib/initial-data.ts). */
function initialData(html: string): Record<string, unknown> | undefined {
  const block =
    /<script type="application\/json" id="initial-data" data-language="\w+">(.*?)<\/script>/s.exec(
      html,
    );
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : undefined;
}

describe('first load of the public pages', () => {
  it('sends the home page with the answers of its start-up reads, as the API gives them', async () => {
    const data = initialData((await page('/')).body)!;
    const reads = [
      '/web-site',
      '/exchange-rates',
      '/adverts/popular/6',
      '/adverts/exp-proprety',
      '/adverts/cities',
      '/advert-types',
      '/categories?page=0&size=100&sort=title&type=DESC&q=',
    ];
    expect(Object.keys(data)).toEqual(reads);
    for (const read of reads) expect(data[read]).toEqual(await api(read));
  });

  it('sends the site details (header, footer) with every public page, About and Contact included', async () => {
    for (const path of ['/about', '/contact', '/properties'])
      expect(initialData((await page(path)).body)!['/web-site']).toEqual(await api('/web-site'));
  });

  it("writes the site's name into the start-up frame's logo", async () => {
    const { siteName } = (await api('/web-site')) as { siteName: string };
    for (const path of ['/', '/properties?lang=tr', `/property/${publicSlug}`])
      expect((await page(path)).body).toContain(
        `<span class="logo__text" data-site-name>${siteName}</span>`,
      );
  });

  it('sends the plain property list with its first page, a filtered one with the lookups only', async () => {
    const list = '/adverts?page=0&size=10&sort=title&type=DESC&status=1';
    const plain = initialData((await page('/properties')).body)!;
    expect(plain[list]).toEqual(await api(list));
    expect(plain['/countries']).toEqual(await api('/countries'));
    const filtered = initialData((await page('/properties?sort=price-asc')).body)!;
    expect(Object.keys(filtered)).not.toContain(list);
    expect(Object.keys(filtered)).toContain('/advert-types');
    // The Turkish page is still the plain list.
    const turkish = initialData((await page('/properties?lang=tr')).body)!;
    expect(turkish[list]).toEqual(await api(list));
    const turkishFiltered = initialData((await page('/properties?lang=tr&sort=price-asc')).body)!;
    expect(Object.keys(turkishFiltered)).not.toContain(list);
  });

  it('sends the map view of the plain list with its first page, with no card picture to preload', async () => {
    const list = '/adverts?page=0&size=10&sort=title&type=DESC&status=1';
    for (const url of ['/properties?view=map', '/properties?view=map&lang=tr']) {
      const html = (await page(url)).body;
      expect(initialData(html)![list]).toEqual(await api(list));
      expect(html).not.toContain('<link rel="preload" as="image"');
    }
  });

  it("preloads a Turkish page's Turkish texts with its code, and none on an English page", async () => {
    const preloaded = (html: string) =>
      (
        html.match(/<link rel="modulepreload" crossorigin href="\/assets\/([\w-]+\.js)"[^>]*>/g) ??
        []
      )
        .map((tag) => /assets\/([\w-]+\.js)/.exec(tag)![1])
        .sort();
    expect(preloaded((await page(`/property/${publicSlug}?lang=tr`)).body)).toEqual(
      [
        'advert-6.js',
        'advert-detail-page-1.js',
        'get-advert-detail-3.js',
        'registered-5.js',
        'shared-2.js',
        'tr-4.js',
      ].sort(),
    );
    expect(preloaded((await page('/?lang=tr')).body)).toEqual(['registered-5.js', 'tr-4.js']);
    expect(preloaded((await page('/properties?lang=tr')).body)).toContain('properties-7.js');
    expect(preloaded((await page(`/property/${publicSlug}`)).body)).not.toContain('tr-4.js');
    expect(preloaded((await page('/properties')).body)).toEqual([]);
  });

  it("preloads the plain list's first card picture as the card will pick it, phones and wider", async () => {
    const list = '/adverts?page=0&size=10&sort=title&type=DESC&status=1';
    const first = ((await api(list)) as { content: Array<{ url: string; srcSet: string }> })
      .content[0]!;
    expect(first.srcSet).toContain('480w');
    const html = (await page('/properties')).body;
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    const [phone, wider] = preloads as [string, string];
    expect(phone).toContain('media="(max-width: 575.98px)"');
    // Phones never get a source wider than the card variant (480w).
    const upToCard = first.srcSet
      .split(', ')
      .filter((entry) => Number(/(\d+)w$/.exec(entry)![1]) <= 480)
      .join(', ');
    expect(upToCard).not.toEqual(first.srcSet);
    expect(phone).toContain(`imagesrcset="${upToCard}"`);
    expect(wider).toContain('media="(min-width: 576px)"');
    expect(wider).toContain(`imagesrcset="${first.srcSet.replace(/&/g, '&amp;')}"`);
    const filtered = (await page('/properties?sort=price-asc')).body;
    expect(filtered).not.toContain('<link rel="preload" as="image"');
    const turkish = (await page('/properties?lang=tr')).body;
    expect(turkish.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual(preloads);
  });

  it('sends an advert page with its answer, closed safely, and preloads its code', async () => {
    const res = await page(`/property/${publicSlug}`);
    expect(res.body).not.toContain('</script><script>alert(1)');
    const data = initialData(res.body)!;
    expect(data[`/adverts/${publicSlug}`]).toEqual(await api(`/adverts/${publicSlug}`));
    expect(res.body).toContain('Flat with a $&amp; in its name');
    for (const file of ['advert-detail-page-1.js', 'get-advert-detail-3.js', 'shared-2.js'])
      expect(res.body).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/${file}" fetchpriority="low">`,
      );
    expect(res.body.match(/shared-2\.js/g)).toHaveLength(1);
    expect(res.body).not.toContain(`rel="modulepreload" crossorigin href="/${ENTRY}"`);
  });

  it('leaves out what does not answer 200 and pages that are not public', async () => {
    const pending = await page(`/property/${pendingSlug}`);
    expect(pending.statusCode).toBe(404);
    expect(initialData(pending.body)).toBeUndefined();
    expect(initialData((await page('/dashboard')).body)).toBeUndefined();
  });

  it('serves the build’s precompressed scripts to browsers that take them', async () => {
    const asset = await call(t, {
      method: 'GET',
      url: `/${ENTRY}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload).toEqual(fs.readFileSync(path.join(dist, `${ENTRY}.br`)));
  });
});
