import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advertPerformanceQuerySchema,
  advertPerformanceSchema,
  idParamsSchema,
} from '@estate/contracts';
import type { AdvertPerformanceService } from './advert-performance.service';

/** GET /adverts/auth/{id}/performance: the My Adverts chart. */
export async function advertPerformanceRoutes(
  app: FastifyInstance,
  { performance }: { performance: AdvertPerformanceService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/adverts/auth/:id/performance',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['owner adverts'],
        security: [{ token: [] }],
        params: idParamsSchema,
        querystring: advertPerformanceQuerySchema,
        response: { 200: advertPerformanceSchema },
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await performance.of(req.currentUser!, req.params.id, req.query.days)),
  );
}
