import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { overviewReportSchema, rangeReportSchema, reportRangeQuerySchema } from '@estate/contracts';
import type { RangeReportService } from './range-report.service';
import type { ReportsService } from './reports.service';

export async function reportsRoutes(
  app: FastifyInstance,
  { reports, rangeReports }: { reports: ReportsService; rangeReports: RangeReportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/report',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reports'],
        security: [{ token: [] }],
        response: { 200: overviewReportSchema },
      },
    },
    (req) => reports.overviewFor(req.currentUser!),
  );

  r.get(
    '/report/range',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reports'],
        security: [{ token: [] }],
        querystring: reportRangeQuerySchema,
        response: { 200: rangeReportSchema },
      },
    },
    (req) => rangeReports.rangeFor(req.currentUser!, req.query),
  );
}
