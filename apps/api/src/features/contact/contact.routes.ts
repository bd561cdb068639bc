import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageRequestSchema, contactMessageSchema } from '@estate/contracts';
import { tooManyRequests } from '../../lib/errors';
import { toContactMessage } from './contact.mapper';
import { createContactRepository } from './contact.repository';

export const CONTACT_LIMIT_PER_HOUR = 5;
export const CONTACT_TOO_MANY = 'You have sent too many messages. Please try again in an hour.';

export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createContactRepository(app.db);

  r.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactMessageRequestSchema,
        response: { 201: contactMessageSchema },
      },
    },
    async (req, reply) => {
      const window = await app.limiter.hit(`contact:ip:${req.ip}`, 60 * 60);
      if (window.hits > CONTACT_LIMIT_PER_HOUR) throw tooManyRequests(CONTACT_TOO_MANY);
      const row = await repo.insert(req.body);
      return reply.code(201).send(toContactMessage(row));
    },
  );
}
