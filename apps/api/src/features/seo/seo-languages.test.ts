import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { makeAdvert, makeCatalog } from '../../../test/factories';

// docs/product.md#on-the-server: the pages for search engines in English and in Turkish.

let t: TestApp;
let slug: string;
const base = 'http://localhost:8080';

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Default</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({}, { webDistDir: dist });
  const owner = await createUser(t);
  const advert = await makeAdvert(t, await makeCatalog(t), owner.id, {
    title: 'Yalı on the Bosphorus',
    price: '1250000.00',
  });
  slug = advert.slug;
});
afterAll(() => t.close());

const page = (url: string) => call(t, { method: 'GET', url });
const alternates = (url: string) => [
  `<link rel="alternate" hreflang="en" href="${url}">`,
  `<link rel="alternate" hreflang="tr" href="${url}?lang=tr">`,
  `<link rel="alternate" hreflang="x-default" href="${url}">`,
];

describe('the pages for search engines in both languages', () => {
  it('serves the English page with <html lang="en"> and its alternates', async () => {
    const res = await page('/about');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>About — Estate Market</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${base}/about">`);
    for (const link of alternates(`${base}/about`)) expect(res.body).toContain(link);
  });

  it('serves ?lang=tr in Turkish, canonical to itself, with the same alternates', async () => {
    const res = await page('/?lang=tr');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="tr">');
    expect(res.body).toContain(
      '<title>Estate Market — satılık ve kiralık evler ve mülkler</title>',
    );
    expect(res.body).toContain(`<link rel="canonical" href="${base}/?lang=tr">`);
    for (const link of alternates(`${base}/`)) expect(res.body).toContain(link);
  });

  it('writes an advert’s price for the Turkish page and keeps the owner’s title', async () => {
    const res = await page(`/property/${slug}?lang=tr`);
    expect(res.body).toContain(
      '<title>Yalı on the Bosphorus — 1.250.000\u00a0$ — Estate Market</title>',
    );
    for (const link of alternates(`${base}/property/${slug}`)) expect(res.body).toContain(link);
  });

  it('reads an unknown ?lang as English', async () => {
    const res = await page('/contact?lang=xx');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Contact — Estate Market</title>');
  });

  it('lists every page of the sitemaps in both languages', async () => {
    const pages = (await page('/sitemap-pages.xml')).body;
    expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(pages).toContain(
      `<url><loc>${base}/about</loc><xhtml:link rel="alternate" hreflang="en" href="${base}/about"/>` +
        `<xhtml:link rel="alternate" hreflang="tr" href="${base}/about?lang=tr"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${base}/about"/></url>`,
    );
    const adverts = (await page('/sitemap-adverts-0.xml')).body;
    expect(adverts).toContain(
      `<xhtml:link rel="alternate" hreflang="tr" href="${base}/property/${slug}?lang=tr"/>`,
    );
  });
});
