import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webSiteSchema } from '@estate/contracts';
import { STAFF_ROLES } from '../../plugins/auth';
import type { WebSiteRepository } from './web-site.repository';

/**
 * The site's public details (docs/product.md#web-site). No cache on either side of the process:
 * one primary-key read is cheap, and a change must show on the public pages at once.
 */
export async function webSiteRoutes(app: FastifyInstance, { site }: { site: WebSiteRepository }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['web site'];

  r.get('/web-site', { schema: { tags, response: { 200: webSiteSchema } } }, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').send(await site.read()),
  );

  r.put(
    '/web-site',
    {
      onRequest: app.requireRoles(...STAFF_ROLES),
      schema: {
        tags,
        security: [{ token: [] }],
        body: webSiteSchema,
        response: { 200: webSiteSchema },
      },
    },
    async (req) => site.save(req.body),
  );
}
