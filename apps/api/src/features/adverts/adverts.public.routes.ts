import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advertDetailSchema,
  advertSchema,
  advertSearchQuerySchema,
  citySummarySchema,
  pageOf,
  popularParamsSchema,
  slugParamsSchema,
  typeSummarySchema,
} from '@estate/contracts';
import { createAdvertsReadService } from './adverts.service';
import type { KeptBody } from './kept-body';
import {
  createVisitorReads,
  isVisitor,
  jsonSerializerFor,
  visitorSearchKey,
} from './visitor-reads';

const searchResponse = pageOf(advertSchema);
const advertsResponse = z.array(advertSchema);
const citiesResponse = z.array(citySummarySchema);
const typesResponse = z.array(typeSummarySchema);

/** A kept body, compressed as the client accepts (the compress plugin leaves it alone then). */
function sendKept(request: FastifyRequest, reply: FastifyReply, body: KeptBody) {
  const { encoding, payload } = body.for(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(payload);
}

/** Spec §7 "Public adverts": no token needed; a token adds `favory` to the items. */
export async function advertsPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adverts = createAdvertsReadService(app);
  const tags = ['adverts'];
  const preHandler = app.optionalUser;
  // Visitors' bodies are kept per advert_search_version (visitor-reads.ts); users get `favory`.
  const visitor = createVisitorReads(adverts.repo);
  const searchJson = jsonSerializerFor(searchResponse, '/adverts');
  const advertsJson = jsonSerializerFor(advertsResponse, '/adverts/popular/:amount');
  const citiesJson = jsonSerializerFor(citiesResponse, '/adverts/cities');
  const typesJson = jsonSerializerFor(typesResponse, '/adverts/exp-proprety');

  r.get(
    '/adverts',
    {
      preHandler,
      schema: {
        tags,
        querystring: advertSearchQuerySchema,
        response: { 200: searchResponse },
      },
    },
    async (req, reply) => {
      if (!isVisitor(req)) return adverts.search(req.query, req);
      const body = await visitor.body(visitorSearchKey(req.query), async () =>
        searchJson(await adverts.search(req.query, req)),
      );
      return sendKept(req, reply, body);
    },
  );

  r.get(
    '/adverts/cities',
    { schema: { tags, response: { 200: citiesResponse } } },
    async (req, reply) => {
      const body = await visitor.body('cities', async () =>
        citiesJson(await adverts.citySummaries()),
      );
      return sendKept(req, reply, body);
    },
  );

  r.get(
    '/adverts/exp-proprety',
    { schema: { tags, response: { 200: typesResponse } } },
    async (req, reply) => {
      const body = await visitor.body('exp-proprety', async () =>
        typesJson(await adverts.categorySummaries()),
      );
      return sendKept(req, reply, body);
    },
  );

  r.get(
    '/adverts/popular/:amount',
    {
      preHandler,
      schema: { tags, params: popularParamsSchema, response: { 200: advertsResponse } },
    },
    async (req, reply) => {
      const { amount } = req.params;
      if (!isVisitor(req)) return adverts.popular(amount, req);
      const body = await visitor.body(`popular:${amount}`, async () =>
        advertsJson(await adverts.popular(amount, req)),
      );
      return sendKept(req, reply, body);
    },
  );

  r.get(
    '/adverts/:slug',
    {
      preHandler,
      schema: { tags, params: slugParamsSchema, response: { 200: advertDetailSchema } },
    },
    async (req, reply) => {
      const result = await adverts.detail(req.params.slug, req);
      if ('redirectTo' in result) {
        return reply.redirect(`/api/adverts/${encodeURIComponent(result.redirectTo)}`, 301);
      }
      return result.detail;
    },
  );
}
