import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tourRequestCreateSchema, tourRequestSchema } from '@estate/contracts';
import { createTourRequestsService } from './tour-requests.service';

export async function tourRequestsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tours = createTourRequestsService(app);

  r.post(
    '/tourRequest',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['tour requests'],
        security: [{ token: [] }],
        body: tourRequestCreateSchema,
        response: { 201: tourRequestSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await tours.create(req.currentUser!, {
          advertId: req.body.advert.id,
          tourTime: req.body.tourTime,
        }),
      ),
  );
}
