import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageRequestSchema, contactMessageSchema } from '@estate/contracts';
import type { ContactService } from './contact.service';

export async function contactRoutes(
  app: FastifyInstance,
  { contact }: { contact: ContactService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/contact',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['contact'],
        body: contactMessageRequestSchema,
        response: { 201: contactMessageSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await contact.send(req.body, { ip: req.ip, userId: req.currentUser?.id })),
  );
}
