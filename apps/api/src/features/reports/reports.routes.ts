import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { overviewReportSchema } from '@estate/contracts';
import { isStaff } from '../../plugins/auth';
import { createReportsRepository } from './reports.repository';

export async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createReportsRepository(app.db);

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
    (req) => repo.overview(isStaff(req.currentUser) ? 'all' : { userId: req.currentUser!.id }),
  );
}
