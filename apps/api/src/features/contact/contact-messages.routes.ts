import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactMessagePageSchema,
  contactMessageReadRequestSchema,
  contactMessageReplyRequestSchema,
  contactMessagesAdminQuerySchema,
  contactMessagesMineQuerySchema,
  contactMessageWithRepliesSchema,
  idParamsSchema,
  messageSchema,
  unreadCountSchema,
} from '@estate/contracts';
import { STAFF_ROLES } from '../../plugins/auth';
import type { ContactMessagesService } from './contact-messages.service';

/**
 * The dashboard's Contact Messages page: staff manage them, a sender reads their own. The role
 * check runs on request, before the body is read: a stranger learns nothing from validation.
 */
export async function contactMessagesRoutes(
  app: FastifyInstance,
  { messages }: { messages: ContactMessagesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['contact messages'], security: [{ token: [] }] };
  const staff = app.requireRoles(...STAFF_ROLES);
  const one = { ...common, params: idParamsSchema };
  const answer = { 200: contactMessageWithRepliesSchema };

  r.get(
    '/contact-messages/admin',
    {
      onRequest: staff,
      schema: {
        ...common,
        querystring: contactMessagesAdminQuerySchema,
        response: { 200: contactMessagePageSchema },
      },
    },
    (req) => messages.list(req.query),
  );

  r.get(
    '/contact-messages/mine',
    {
      onRequest: app.requireUser,
      schema: {
        ...common,
        querystring: contactMessagesMineQuerySchema,
        response: { 200: contactMessagePageSchema },
      },
    },
    (req) => messages.mine(req.currentUser!, req.query),
  );

  r.get(
    '/contact-messages/unread-count',
    { onRequest: staff, schema: { ...common, response: { 200: unreadCountSchema } } },
    () => messages.unreadCount(),
  );

  r.patch(
    '/contact-messages/:id/read',
    {
      onRequest: staff,
      schema: { ...one, body: contactMessageReadRequestSchema, response: answer },
    },
    (req) => messages.markRead(req.params.id, req.body.read),
  );

  r.post(
    '/contact-messages/:id/reply',
    {
      onRequest: staff,
      schema: { ...one, body: contactMessageReplyRequestSchema, response: answer },
    },
    (req) => messages.reply(req.currentUser!, req.params.id, req.body.message),
  );

  r.delete(
    '/contact-messages/:id',
    { onRequest: staff, schema: { ...one, response: { 200: messageSchema } } },
    (req) => messages.remove(req.params.id),
  );
}
