import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@estate/contracts';
import {
  agencyMemberParamsSchema,
  agencyOwnerSchema,
  myAgencySchema,
} from '@estate/contracts/agencies';
import { limitWrites } from '../../plugins/write-limits';
import type { AgencyMembersService } from './agency-members.service';

/** An agency's members: removing, handing ownership on, leaving (docs/product.md#agencies). */
export async function agencyMembersRoutes(
  app: FastifyInstance,
  { members }: { members: AgencyMembersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agencies'];
  const security = [{ token: [] }];
  const changes = { onRequest: app.requireUser, preHandler: limitWrites(app, 'agencyMembership') };
  const notMine = 'Another agency answers 404, an agent 403.';

  r.delete(
    '/agencies/:id/members/:userId',
    {
      ...changes,
      schema: {
        tags,
        security,
        summary: 'Removes a member (owner); their own adverts stay theirs',
        description: `The owner leaves rather than removing themself (409). ${notMine}`,
        params: agencyMemberParamsSchema,
        response: { 200: myAgencySchema },
      },
    },
    (req) => members.remove(req.currentUser!.id, req.params.id, req.params.userId),
  );

  r.put(
    '/agencies/:id/owner',
    {
      ...changes,
      schema: {
        tags,
        security,
        summary: 'Hands ownership on to another member (owner); the owner becomes an agent',
        params: idParamsSchema,
        body: agencyOwnerSchema,
        response: { 200: myAgencySchema },
      },
    },
    (req) => members.handOn(req.currentUser!.id, req.params.id, req.body.userId),
  );

  r.post(
    '/agencies/:id/leave',
    {
      ...changes,
      schema: {
        tags,
        security,
        summary: 'Leaves the agency; the last member out closes it',
        description:
          'An owner with other members hands ownership on first (409). Another agency answers 404.',
        params: idParamsSchema,
      },
    },
    async (req, reply) => {
      await members.leave(req.currentUser!.id, req.params.id);
      return reply.code(204).send();
    },
  );
}
