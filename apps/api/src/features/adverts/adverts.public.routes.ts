import type { FastifyInstance } from 'fastify';
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

/** Spec §7 "Public adverts": no token needed; a token adds `favory` to the items. */
export async function advertsPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adverts = createAdvertsReadService(app);
  const tags = ['adverts'];
  const preHandler = app.optionalUser;

  r.get(
    '/adverts',
    {
      preHandler,
      schema: {
        tags,
        querystring: advertSearchQuerySchema,
        response: { 200: pageOf(advertSchema) },
      },
    },
    (req) => adverts.search(req.query, req),
  );

  r.get(
    '/adverts/cities',
    { schema: { tags, response: { 200: z.array(citySummarySchema) } } },
    () => adverts.citySummaries(),
  );

  r.get(
    '/adverts/exp-proprety',
    { schema: { tags, response: { 200: z.array(typeSummarySchema) } } },
    () => adverts.categorySummaries(),
  );

  r.get(
    '/adverts/popular/:amount',
    {
      preHandler,
      schema: { tags, params: popularParamsSchema, response: { 200: z.array(advertSchema) } },
    },
    (req) => adverts.popular(req.params.amount, req),
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
