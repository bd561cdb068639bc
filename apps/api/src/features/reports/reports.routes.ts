import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { overviewReportSchema } from '@estate/contracts';
import { createReportsService } from './reports.service';

export async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reports = createReportsService(app.db);

  r.get(
    '/report',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reports'],
        security: [{ token: [] }],
        response: { 200: overviewReportSchema },
      },
    },
    (req) => reports.overviewFor(req.currentUser!),
  );
}
