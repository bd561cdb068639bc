import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema';
import { makeAgency } from '../../../test/agency-kit';
import { makeAgencyWithAdverts } from '../../../test/agency-page-kit';
import { makeCatalog, type Catalog } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let catalog: Catalog;
let open: Awaited<ReturnType<typeof makeAgencyWithAdverts>>;
let closed: { slug: string };

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Default</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({}, { webDistDir: dist });
  catalog = await makeCatalog(t);
  open = await makeAgencyWithAdverts(t, catalog);
  closed = await makeAgency(t, catalog, { name: 'Gone Estates' });
  await t.database.db
    .update(agencies)
    .set({ closedAt: new Date() })
    .where(eq(agencies.slug, closed.slug));
});
afterAll(() => t?.close());

const page = (url: string) => call(t, { method: 'GET', url });
const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);

describe("the agency page's first load", () => {
  it('has a title, a description and schema.org RealEstateAgent JSON-LD', async () => {
    const res = await page(`/agency/${open.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title>Bosphorus Homes — estate agency in Kadıköy, İstanbul — Estate Market</title>',
    );
    expect(res.body).toContain('3 live adverts');
    expect(jsonLdOf(res.body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Bosphorus Homes',
      url: `http://localhost:8080/agency/${open.slug}`,
      telephone: '+902125550102',
      email: 'office@bosphorus.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Moda Cd. 12, Kadıköy',
        addressLocality: 'Kadıköy',
        addressRegion: 'İstanbul',
        addressCountry: expect.stringMatching(/^Türkiye/),
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.98, longitude: 29.03 },
    });
    // Its card and first list page come with the HTML.
    expect(res.body).toContain(`/agencies/by-slug/${open.slug}/page`);
    expect(res.body).toContain(`agency=${open.slug}`);
  });

  it('speaks Turkish at ?lang=tr', async () => {
    const res = await page(`/agency/${open.slug}?lang=tr`);
    expect(res.body).toContain('Bosphorus Homes — Kadıköy, İstanbul emlak ofisi — Estate Market');
  });

  it('is a real 404 for a closed or unknown agency', async () => {
    expect((await page(`/agency/${closed.slug}`)).statusCode).toBe(404);
    expect((await page('/agency/nobody-here')).statusCode).toBe(404);
  });
});

describe('the sitemap', () => {
  it("lists open agencies' pages, not closed ones", async () => {
    const res = await page('/sitemap-pages.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<loc>http://localhost:8080/agency/${open.slug}</loc>`);
    expect(res.body).toContain('<loc>http://localhost:8080/about</loc>');
    expect(res.body).not.toContain(`/agency/${closed.slug}<`);
  });
});
