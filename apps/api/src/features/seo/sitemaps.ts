import { sitePaths } from '@estate/contracts';
import { alternatesOf } from './head-tags';
import type { SeoRepository } from './seo.repository';

/** The pages of the site map besides the adverts. */
const PAGES = [sitePaths.home(), sitePaths.properties(), sitePaths.about(), sitePaths.contact()];
/** The agencies' pages share the site's pages file, within a sitemap file's 50,000 URLs. */
const MAX_AGENCY_PAGES = 49_000;

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const urlSet = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;

/** One page, with its address in every language (the Turkish one is `?lang=tr`). */
const urlEntry = (loc: string, lastmod?: string) =>
  `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}` +
  alternatesOf(loc)
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(href)}"/>`)
    .join('') +
  `</url>`;

/** robots.txt and the sitemaps, with the site's public address in every URL. */
export function createSitemaps({
  repo,
  settings,
}: {
  repo: Pick<SeoRepository, 'sitemapPageCount' | 'sitemapPage' | 'openAgencies'>;
  settings: { publicUrl: string };
}) {
  const base = settings.publicUrl;
  return {
    robots: () =>
      `User-agent: *\nAllow: /\nDisallow: ${sitePaths.dashboard.home()}\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`,

    /** A sitemap file holds at most 50,000 URLs: the index points at as many pages as needed. */
    async index(): Promise<string> {
      const pages = await repo.sitemapPageCount();
      const entries = [
        `${base}/sitemap-pages.xml`,
        ...Array.from({ length: pages }, (_, i) => `${base}/sitemap-adverts-${i}.xml`),
      ];
      const body = entries.map((loc) => `  <sitemap><loc>${xml(loc)}</loc></sitemap>`).join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
    },

    /** The site's own pages and every open agency's (docs/product.md#agency-page). */
    async pages(): Promise<string> {
      const agencies = await repo.openAgencies(MAX_AGENCY_PAGES);
      const entries = [
        ...PAGES.map((p) => urlEntry(base + p)),
        ...agencies.map((a) =>
          urlEntry(
            `${base}${sitePaths.agency(a.slug)}`,
            new Date(a.updated_at).toISOString().slice(0, 10),
          ),
        ),
      ];
      return urlSet(entries.join('\n'));
    },

    async adverts(page: number): Promise<string> {
      const rows = await repo.sitemapPage(page);
      return urlSet(
        rows
          .map((r) =>
            urlEntry(
              `${base}${sitePaths.property(r.slug)}`,
              new Date(r.updated_at).toISOString().slice(0, 10),
            ),
          )
          .join('\n'),
      );
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
