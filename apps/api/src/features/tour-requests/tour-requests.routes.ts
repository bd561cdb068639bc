import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  pageOf,
  tourRequestCreateSchema,
  tourRequestSchema,
  tourRequestsAdminQuerySchema,
  tourRequestsQuerySchema,
  tourRequestsWaitingSchema,
} from '@estate/contracts';
import type { TourRequestsService } from './tour-requests.service';

const tourPage = pageOf(tourRequestSchema);
/** Lists change with every move; a shared cache must never keep one person's list. */
const noStore = { 'cache-control': 'private, no-store' };

/** Tour requests: make one, list one's own, list an advert's (or all, for staff). */
export async function tourRequestsRoutes(
  app: FastifyInstance,
  { tours }: { tours: TourRequestsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['tour requests'], security: [{ token: [] }] };
  const onRequest = app.requireUser;

  r.post(
    '/tourRequest',
    {
      onRequest,
      schema: { ...common, body: tourRequestCreateSchema, response: { 201: tourRequestSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(
        await tours.create(
          req.currentUser!,
          {
            advertId: req.body.advert.id,
            tourTime: req.body.tourTime,
          },
          req.ip,
        ),
      ),
  );

  r.get(
    '/tourRequest',
    {
      onRequest,
      schema: { ...common, querystring: tourRequestsQuerySchema, response: { 200: tourPage } },
    },
    async (req, reply) =>
      reply.headers(noStore).send(await tours.mine(req.currentUser!, req.query)),
  );

  r.get(
    '/tourRequest/admin',
    {
      onRequest,
      schema: { ...common, querystring: tourRequestsAdminQuerySchema, response: { 200: tourPage } },
    },
    async (req, reply) => reply.headers(noStore).send(await tours.all(req.currentUser!, req.query)),
  );

  r.get(
    '/tourRequest/waiting',
    { onRequest, schema: { ...common, response: { 200: tourRequestsWaitingSchema } } },
    async (req, reply) => reply.headers(noStore).send(await tours.waiting(req.currentUser!)),
  );

  r.get(
    '/tourRequest/:id',
    {
      onRequest,
      schema: { ...common, params: idParamsSchema, response: { 200: tourRequestSchema } },
    },
    async (req, reply) =>
      reply.headers(noStore).send(await tours.one(req.currentUser!, req.params.id)),
  );
}
