import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createSeoService } from './seo.service';

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** robots.txt and sitemaps at the site root (not under /api): search engines look there. */
export async function seoRoutes(app: FastifyInstance) {
  const seo = createSeoService(app);
  const base = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`,
      ),
  );

  // A sitemap file holds at most 50,000 URLs: the index points at as many pages as needed.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const pages = await seo.repo.sitemapPageCount();
    const entries = [
      `${base}/sitemap-pages.xml`,
      ...Array.from({ length: pages }, (_, i) => `${base}/sitemap-adverts-${i}.xml`),
    ];
    const body = entries.map((loc) => `  <sitemap><loc>${xml(loc)}</loc></sitemap>`).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
      );
  });

  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (_req, reply) => {
    const body = ['/', '/properties', '/about', '/contact']
      .map((p) => `  <url><loc>${xml(base + p)}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
      );
  });

  app.get(
    '/sitemap-adverts-:page.xml',
    {
      schema: {
        hide: true,
        params: z.object({ page: z.coerce.number().int().min(0).max(10_000) }),
      },
    },
    async (req, reply) => {
      const { page } = req.params as { page: number };
      const rows = await seo.repo.sitemapPage(page);
      const body = rows
        .map(
          (r) =>
            `  <url><loc>${xml(`${base}/property/${r.slug}`)}</loc><lastmod>${new Date(r.updated_at).toISOString().slice(0, 10)}</lastmod></url>`,
        )
        .join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
        );
    },
  );
}
