import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advertTypeAdminQuerySchema,
  advertTypeFormSchema,
  advertTypeSchema,
  idParamsSchema,
  messageSchema,
} from '@estate/contracts';
import { STAFF_ROLES } from '../../plugins/auth';
import { ADVERT_TYPE_MESSAGES } from './advert-types.messages';
import type { AdvertTypesService } from './advert-types.service';

/** Advert types: the back office's list, create, rename and delete (staff only). */
export async function advertTypesRoutes(
  app: FastifyInstance,
  { types }: { types: AdvertTypesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['advert types'], security: [{ token: [] }] };
  const onRequest = app.requireRoles(...STAFF_ROLES);

  // The public GET /advert-types may be cached; staff read their own changes here at once.
  r.get(
    '/advert-types/admin',
    {
      onRequest,
      schema: {
        ...common,
        querystring: advertTypeAdminQuerySchema,
        response: { 200: z.array(advertTypeSchema) },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'private, no-store').send(await types.list(req.query.q)),
  );

  r.post(
    '/advert-types',
    {
      onRequest,
      schema: { ...common, body: advertTypeFormSchema, response: { 201: advertTypeSchema } },
    },
    async (req, reply) => reply.code(201).send(await types.create(req.body)),
  );

  r.put(
    '/advert-types/:id',
    {
      onRequest,
      schema: {
        ...common,
        params: idParamsSchema,
        body: advertTypeFormSchema,
        response: { 200: advertTypeSchema },
      },
    },
    async (req) => types.update(req.params.id, req.body),
  );

  r.delete(
    '/advert-types/:id',
    { onRequest, schema: { ...common, params: idParamsSchema, response: { 200: messageSchema } } },
    async (req) => {
      await types.remove(req.params.id);
      return { message: ADVERT_TYPE_MESSAGES.deleted };
    },
  );
}
