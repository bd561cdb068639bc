import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agencyDashboardSchema, idParamsSchema } from '@estate/contracts';
import type { AgencyDashboardService } from './agency-dashboard.service';

/** The agency's figures per agent, and as CSV (docs/product.md#agency-dashboard). */
export async function agencyDashboardRoutes(
  app: FastifyInstance,
  { dashboard }: { dashboard: AgencyDashboardService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agencies'];
  const security = [{ token: [] }];
  const description =
    'Every agent for the owner, with the latest enquiries and next tours; an agent reads their own row. Another agency answers 404.';
  const noStore = { 'cache-control': 'private, no-store' };

  r.get(
    '/agencies/:id/dashboard',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The agency's adverts, views, enquiries, tours and reply times per agent",
        description,
        params: idParamsSchema,
        response: { 200: agencyDashboardSchema },
      },
    },
    async (req, reply) =>
      reply.headers(noStore).send(await dashboard.dashboard(req.currentUser!.id, req.params.id)),
  );

  r.get(
    '/agencies/:id/dashboard.csv',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The same figures per agent as CSV',
        description,
        params: idParamsSchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const csv = await dashboard.csv(req.currentUser!.id, req.params.id);
      return reply
        .headers({
          ...noStore,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="agency-figures.csv"',
        })
        .send(csv);
    },
  );
}
