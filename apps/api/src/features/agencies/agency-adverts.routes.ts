import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agencyAdvertAgentSchema,
  agencyAdvertParamsSchema,
  agencyAdvertsPageSchema,
  agencyAdvertsQuerySchema,
  idParamsSchema,
  messageSchema,
} from '@estate/contracts';
import { limitWrites } from '../../plugins/write-limits';
import type { AgencyAdvertsService } from './agency-adverts.service';

/** An agency's adverts and their responsible agents (docs/product.md#agency-adverts). */
export async function agencyAdvertsRoutes(
  app: FastifyInstance,
  { adverts }: { adverts: AgencyAdvertsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agencies'];
  const security = [{ token: [] }];
  const notMine = 'Another agency, or a person no longer in it, answers 404.';

  r.get(
    '/agencies/:id/adverts',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          "The agency's adverts, newest first: all for the owner, an agent's own for an agent",
        description: `\`agent\` narrows the owner's list to one member. ${notMine}`,
        params: idParamsSchema,
        querystring: agencyAdvertsQuerySchema,
        response: { 200: agencyAdvertsPageSchema },
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await adverts.list(req.currentUser!.id, req.params.id, req.query)),
  );

  r.put(
    '/agencies/:id/adverts/:advertId/agent',
    {
      onRequest: app.requireUser,
      preHandler: limitWrites(app, 'agencyAdvertAssign'),
      schema: {
        tags,
        security,
        summary: 'Gives an agency advert to another member (owner); its enquiries and tours follow',
        description: `A person outside the agency is refused (400); an agent gets 403. ${notMine}`,
        params: agencyAdvertParamsSchema,
        body: agencyAdvertAgentSchema,
        response: { 200: messageSchema },
      },
    },
    (req) =>
      adverts.assign(req.currentUser!.id, req.params.id, req.params.advertId, req.body.userId),
  );
}
