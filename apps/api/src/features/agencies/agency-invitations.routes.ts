import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@estate/contracts';
import {
  agencyInvitationAcceptSchema,
  agencyInvitationParamsSchema,
  agencyInvitationPreviewSchema,
  agencyInvitationSchema,
  agencyInvitationTokenQuerySchema,
  agencyInviteSchema,
  myAgencySchema,
} from '@estate/contracts/agencies';
import { limitWrites } from '../../plugins/write-limits';
import type { AgencyMembersService } from './agency-members.service';

/** E-mailed invitations to join an agency (docs/product.md#agencies). */
export async function agencyInvitationsRoutes(
  app: FastifyInstance,
  { members }: { members: AgencyMembersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agencies'];
  const security = [{ token: [] }];
  const invites = { onRequest: app.requireUser, preHandler: limitWrites(app, 'agencyInvite') };
  const changes = { onRequest: app.requireUser, preHandler: limitWrites(app, 'agencyMembership') };
  const notMine = 'Another agency answers 404, an agent 403.';

  r.post(
    '/agencies/:id/invitations',
    {
      ...invites,
      schema: {
        tags,
        security,
        summary: 'Invites a person by e-mail to join as an agent (owner)',
        description:
          'Mails a link valid for 7 days that registration or login completes; inviting the ' +
          'same address again replaces the open invitation. 409 when the address belongs to ' +
          `a member of any agency. ${notMine}`,
        params: idParamsSchema,
        body: agencyInviteSchema,
        response: { 201: agencyInvitationSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await members.invite(req.currentUser!, req.params.id, req.body.email)),
  );

  r.delete(
    '/agencies/:id/invitations/:invitationId',
    {
      ...changes,
      schema: {
        tags,
        security,
        summary: 'Revokes an open invitation (owner); its link stops working',
        params: agencyInvitationParamsSchema,
      },
    },
    async (req, reply) => {
      await members.revoke(req.currentUser!.id, req.params.id, req.params.invitationId);
      return reply.code(204).send();
    },
  );

  r.get(
    '/agency-invitations',
    {
      schema: {
        tags,
        summary: "What an invitation link invites to, before it is accepted (the link's token)",
        description: '404 once the invitation is accepted, revoked or expired.',
        querystring: agencyInvitationTokenQuerySchema,
        response: { 200: agencyInvitationPreviewSchema },
      },
    },
    (req) => members.preview(req.query.token),
  );

  r.post(
    '/agency-invitations/accept',
    {
      ...changes,
      schema: {
        tags,
        security,
        summary: 'Joins the agency as an agent with the e-mailed token',
        description:
          'The account must have the invited e-mail address (403) and belong to no agency (409).',
        body: agencyInvitationAcceptSchema,
        response: { 200: myAgencySchema },
      },
    },
    (req) => members.accept(req.currentUser!, req.body.token),
  );
}
