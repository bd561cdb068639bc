import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advertDetailSchema,
  advertFormSchema,
  advertSavedSchema,
  idParamsSchema,
  idSchema,
  messageSchema,
  ownerAdvertsQuerySchema,
  ownedAdvertPageSchema,
  ownerRevisionAnswerSchema,
  slugParamsSchema,
} from '@estate/contracts';
import { limitWrites } from '../../../plugins/write-limits';
import type { OwnerAdvertsService } from './owner-adverts.service';

const ownPage = ownedAdvertPageSchema;

/** Owner adverts: post, list, view, edit and delete one's own adverts. */
export async function ownerAdvertsRoutes(
  app: FastifyInstance,
  { adverts }: { adverts: OwnerAdvertsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['owner adverts'], security: [{ token: [] }] };
  const onRequest = app.requireUser;
  const noStore = { 'cache-control': 'private, no-store' };

  r.post(
    '/adverts',
    {
      onRequest,
      preHandler: limitWrites(app, 'advertCreate'),
      schema: { ...common, body: advertFormSchema, response: { 201: advertSavedSchema } },
    },
    async (req, reply) => reply.code(201).send(await adverts.create(req.currentUser!, req.body)),
  );

  r.get(
    '/adverts/auth',
    {
      onRequest,
      schema: { ...common, querystring: ownerAdvertsQuerySchema, response: { 200: ownPage } },
    },
    async (req, reply) =>
      reply
        .headers(noStore)
        .send(await adverts.listOf(req.currentUser!, req.currentUser!.id, req.query)),
  );

  r.get(
    '/adverts/userAdverts/:userId',
    {
      onRequest,
      schema: {
        ...common,
        params: z.object({ userId: idSchema }),
        querystring: ownerAdvertsQuerySchema,
        response: { 200: ownPage },
      },
    },
    async (req, reply) =>
      reply
        .headers(noStore)
        .send(await adverts.listOf(req.currentUser!, req.params.userId, req.query)),
  );

  r.get(
    '/adverts/custom/:id',
    {
      onRequest,
      schema: { ...common, params: idParamsSchema, response: { 200: advertDetailSchema } },
    },
    async (req, reply) =>
      reply.headers(noStore).send(await adverts.ownView(req.currentUser!, req.params.id)),
  );

  r.get(
    '/adverts/custom/:id/revision',
    {
      onRequest,
      schema: { ...common, params: idParamsSchema, response: { 200: ownerRevisionAnswerSchema } },
    },
    async (req, reply) =>
      reply.headers(noStore).send(await adverts.ownRevision(req.currentUser!, req.params.id)),
  );

  r.put(
    '/adverts/auth/:slug',
    {
      onRequest,
      preHandler: limitWrites(app, 'advertEdit'),
      schema: {
        ...common,
        params: slugParamsSchema,
        body: advertFormSchema,
        response: { 200: advertSavedSchema },
      },
    },
    async (req) => adverts.update(req.currentUser!, req.params.slug, req.body),
  );

  r.delete(
    '/adverts/auth/:id',
    { onRequest, schema: { ...common, params: idParamsSchema, response: { 200: messageSchema } } },
    async (req) => {
      await adverts.remove(req.currentUser!, req.params.id);
      return { message: 'This Advert is deleted successfully' };
    },
  );
}
