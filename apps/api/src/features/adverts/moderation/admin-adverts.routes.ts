import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAdvertDetailSchema,
  adminAdvertFormSchema,
  adminAdvertStatusChangedSchema,
  adminAdvertStatusChangeSchema,
  advertSavedSchema,
  idParamsSchema,
  messageSchema,
  moderationQueuePageSchema,
  moderationQueueQuerySchema,
} from '@estate/contracts';
import { STAFF_ROLES } from '../../../plugins/auth';
import { limitWrites } from '../../../plugins/write-limits';
import type { AdminAdvertsService } from './admin-adverts.service';
import type { AdvertModerationService } from './advert-moderation.service';

/** Admin adverts: staff (managers and admins) moderate, edit and delete any advert. */
export async function adminAdvertsRoutes(
  app: FastifyInstance,
  { adverts, moderation }: { adverts: AdminAdvertsService; moderation: AdvertModerationService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['admin adverts'], security: [{ token: [] }], params: idParamsSchema };
  const onRequest = app.requireRoles(...STAFF_ROLES);

  // A static path: Fastify matches it before the /:id routes below.
  r.put(
    '/adverts/admin/status',
    {
      onRequest,
      schema: {
        tags: common.tags,
        security: common.security,
        body: adminAdvertStatusChangeSchema,
        response: { 200: adminAdvertStatusChangedSchema },
      },
    },
    async (req) => moderation.changeStatus(req.currentUser!, req.body),
  );

  r.get(
    '/adverts/admin/queue',
    {
      onRequest,
      schema: {
        tags: common.tags,
        security: common.security,
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationQueuePageSchema },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'private, no-store').send(await adverts.queue(req.query)),
  );

  r.get(
    '/adverts/admin/:id',
    { onRequest, schema: { ...common, response: { 200: adminAdvertDetailSchema } } },
    async (req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await adverts.view(req.currentUser!, req.params.id)),
  );

  r.put(
    '/adverts/admin/:id',
    {
      onRequest,
      preHandler: limitWrites(app, 'advertEdit'),
      schema: { ...common, body: adminAdvertFormSchema, response: { 200: advertSavedSchema } },
    },
    async (req) => adverts.update(req.currentUser!, req.params.id, req.body),
  );

  r.delete(
    '/adverts/admin/:id',
    { onRequest, schema: { ...common, response: { 200: messageSchema } } },
    async (req) => {
      await adverts.remove(req.currentUser!, req.params.id);
      return { message: 'This Advert is deleted successfully' };
    },
  );
}
