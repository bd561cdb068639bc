import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountExportSchema } from '@estate/contracts';
import { limitWrites } from '../../../plugins/write-limits';
import type { AccountExportService } from './account-export.service';

/** Download my data (docs/product.md#downloading-ones-data). */
export async function accountExportRoutes(
  app: FastifyInstance,
  { accountExport }: { accountExport: AccountExportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const security = [{ token: [] }];

  r.get(
    '/user/auth/export',
    {
      onRequest: app.requireUser,
      preHandler: limitWrites(app, 'accountExport'),
      schema: {
        tags,
        security,
        description: 'Everything the site holds about the caller, as one JSON file to download.',
        response: { 200: accountExportSchema },
      },
    },
    async (req, reply) => {
      const data = await accountExport.exportOf(req.currentUser!.id);
      const file = `my-data-${data.exportedAt.slice(0, 10)}.json`;
      return reply.header('content-disposition', `attachment; filename="${file}"`).send(data);
    },
  );
}
