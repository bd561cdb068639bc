import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advertPerformanceQuerySchema,
  advertPerformanceSchema,
  idParamsSchema,
} from '@estate/contracts';
import { createAdvertPerformanceService } from './advert-performance.service';

/** GET /adverts/auth/{id}/performance: the My Adverts chart. */
export async function advertPerformanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const performance = createAdvertPerformanceService(app);

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
