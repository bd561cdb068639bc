import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageRequestSchema, contactMessageSchema } from '@estate/contracts';
import { createContactService } from './contact.service';

export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const contact = createContactService(app);

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
