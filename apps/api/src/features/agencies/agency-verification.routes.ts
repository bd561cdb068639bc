import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@estate/contracts';
import {
  agencyDecisionSchema,
  agencyQueueItemSchema,
  agencyQueuePageSchema,
  agencyQueueQuerySchema,
} from '@estate/contracts/agencies';
import { STAFF_ROLES } from '../../plugins/auth';
import { limitWrites } from '../../plugins/write-limits';
import type { AgencyVerificationService } from './agency-verification.service';

/** The staff's verification queue of agencies (docs/product.md#agencies). */
export async function agencyVerificationRoutes(
  app: FastifyInstance,
  { verification }: { verification: AgencyVerificationService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agencies'];
  const security = [{ token: [] }];
  const staff = { onRequest: app.requireRoles(...STAFF_ROLES) };

  r.get(
    '/agencies',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Open agencies of a status: waiting ones oldest first (staff)',
        querystring: agencyQueueQuerySchema,
        response: { 200: agencyQueuePageSchema },
      },
    },
    (req) => verification.page(req.query),
  );

  r.post(
    '/agencies/:id/decision',
    {
      ...staff,
      preHandler: limitWrites(app, 'agencyDecision'),
      schema: {
        tags,
        security,
        summary: 'Verifies a waiting agency or refuses it with a reason (staff)',
        description:
          'The owner is told by e-mail. Only a waiting agency is decided (409); an edit by ' +
          'its owner puts it back in the queue.',
        params: idParamsSchema,
        body: agencyDecisionSchema,
        response: { 200: agencyQueueItemSchema },
      },
    },
    (req) => verification.decide(req.currentUser!.id, req.params.id, req.body),
  );
}
