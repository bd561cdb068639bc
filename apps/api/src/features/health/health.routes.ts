import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { HealthService } from './health.service';

export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Answers 200 once the database answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => health.check(),
  );
}
