import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationDetailSchema,
  conversationPageSchema,
  conversationReplySchema,
  conversationStartSchema,
  conversationsQuerySchema,
  idParamsSchema,
  unreadConversationsSchema,
} from '@estate/contracts';
import { limitWrites } from '../../plugins/write-limits';
import type { ConversationsService } from './conversations.service';

/** Private conversations about adverts (docs/product.md#conversations). */
export async function conversationsRoutes(
  app: FastifyInstance,
  { conversations }: { conversations: ConversationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['conversations'];
  const security = [{ token: [] }];
  const signedIn = { onRequest: app.requireUser };

  r.post(
    '/conversations',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Starts or continues the caller's one thread about a public advert",
        description:
          'The message (1 to 2,000 characters once trimmed) goes to the advert’s owner, who is ' +
          'e-mailed at most once per 15 minutes while it waits unread. New threads are limited ' +
          'per day (429 with Retry-After); one’s own advert is refused (400), a missing or ' +
          'non-public advert answers 404.',
        body: conversationStartSchema,
        response: { 201: conversationDetailSchema },
      },
    },
    async (req, reply) => {
      const who = { ip: req.ip, userId: req.currentUser!.id };
      const thread = await conversations.start(who, req.body.advertId, req.body.message);
      return reply.code(201).send(thread);
    },
  );

  r.get(
    '/conversations',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The caller's threads, the latest message first, with unread counts",
        querystring: conversationsQuerySchema,
        response: { 200: conversationPageSchema },
      },
    },
    (req) => conversations.page(req.currentUser!.id, req.query),
  );

  r.get(
    '/conversations/unread-count',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Unread messages over all the caller’s threads (the menu’s badge)',
        response: { 200: unreadConversationsSchema },
      },
    },
    (req) => conversations.unread(req.currentUser!.id),
  );

  r.get(
    '/conversations/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'A thread of the caller with its latest 200 messages; marks them read',
        description: 'Only the two people of the thread may read it; anyone else gets 404.',
        params: idParamsSchema,
        response: { 200: conversationDetailSchema },
      },
    },
    (req) => conversations.detail(req.currentUser!.id, req.params.id),
  );

  r.post(
    '/conversations/:id/messages',
    {
      ...signedIn,
      preHandler: limitWrites(app, 'conversationMessage'),
      schema: {
        tags,
        security,
        summary: 'Adds a message to a thread of the caller',
        params: idParamsSchema,
        body: conversationReplySchema,
        response: { 201: conversationDetailSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await conversations.reply(req.currentUser!.id, req.params.id, req.body.message)),
  );
}
