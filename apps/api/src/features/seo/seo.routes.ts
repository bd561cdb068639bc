import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Sitemaps } from './sitemaps';

const XML = 'application/xml; charset=utf-8';

/** robots.txt and sitemaps at the site root (not under /api): search engines look there. */
export async function seoRoutes(app: FastifyInstance, { sitemaps }: { sitemaps: Sitemaps }) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').send(sitemaps.robots()),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const body = await sitemaps.index();
    return reply.type(XML).header('cache-control', 'public, max-age=600').send(body);
  });

  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type(XML)
      .header('cache-control', 'public, max-age=600')
      .send(await sitemaps.pages()),
  );

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
      const body = await sitemaps.adverts(page);
      return reply.type(XML).header('cache-control', 'public, max-age=600').send(body);
    },
  );
}
