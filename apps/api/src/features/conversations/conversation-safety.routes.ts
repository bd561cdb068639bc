import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationBlockStateSchema,
  conversationReportedSchema,
  conversationReportSchema,
  idParamsSchema,
} from '@estate/contracts';
import type { ConversationsService } from './conversations.service';

/** Blocking the other person of a thread and reporting a thread (docs/product.md#conversations). */
export async function conversationSafetyRoutes(
  app: FastifyInstance,
  { conversations }: { conversations: ConversationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['conversations'];
  const security = [{ token: [] }];
  const signedIn = { onRequest: app.requireUser };
  const writer = (req: { ip: string; currentUser: { id: number } | null }) => ({
    ip: req.ip,
    userId: req.currentUser!.id,
  });

  r.post(
    '/conversations/:id/block',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Blocks the other person of a thread of the caller',
        description:
          'Neither of the two can then write to the other, in any thread, until the caller ' +
          'unblocks: the blocked person is told only that the message cannot be sent (403), ' +
          'the caller that they block (409). Blocking twice is the same as once. Anyone but ' +
          'the two people of the thread gets 404.',
        params: idParamsSchema,
        response: { 200: conversationBlockStateSchema },
      },
    },
    (req) => conversations.block(writer(req), req.params.id),
  );

  r.delete(
    '/conversations/:id/block',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Unblocks the other person of a thread of the caller',
        params: idParamsSchema,
        response: { 200: conversationBlockStateSchema },
      },
    },
    (req) => conversations.unblock(writer(req), req.params.id),
  );

  r.post(
    '/conversations/:id/report',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Reports a thread of the caller to staff',
        description:
          'A reason (SPAM, SCAM, ABUSE, OTHER) and optional details (at most 500 characters). ' +
          'Once per thread and person: a second report answers 409. Anyone but the two people ' +
          'of the thread gets 404.',
        params: idParamsSchema,
        body: conversationReportSchema,
        response: { 201: conversationReportedSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await conversations.report(writer(req), req.params.id, req.body)),
  );
}
