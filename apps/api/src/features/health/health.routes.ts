import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pingDatabase } from '../../db/client';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Answers 200 once the database answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const };
    },
  );
}
