import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { advertMapQuerySchema, advertMapSchema, foldPropertyFilters } from '@estate/contracts';
import { jsonSerializerFor } from '../../../lib/http/json-serializer';
import { PublicBody } from '../../../lib/http/public-body';
import { sendPublic } from '../../../lib/http/send-public';
import { viewerOf, type Search } from '../public';
import type { AdvertMapService } from './advert-map.service';

/**
 * GET /adverts/map: clusters or markers of the search's results in a box
 * (docs/product.md#map-search). Visitors share answers up to `search.cacheSeconds` old, as the
 * list does; a signed-in caller's answer is read fresh (staff see what their list shows).
 */
export async function advertMapRoutes(
  app: FastifyInstance,
  {
    map,
    search,
  }: { map: AdvertMapService; search: Pick<Search, 'visitorAnswer' | 'cacheSeconds'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const serialize = jsonSerializerFor(advertMapSchema, '/adverts/map');

  r.get(
    '/adverts/map',
    {
      preHandler: app.optionalUser,
      // `filter[12]=3..5` arrives flat: gathered into `filter`, as GET /adverts does.
      preValidation: async (req) => {
        (req as { query: unknown }).query = foldPropertyFilters(
          req.query as Record<string, unknown>,
        );
      },
      schema: {
        tags: ['adverts'],
        summary: 'Clusters or markers of the advert search in a map box',
        querystring: advertMapQuerySchema,
        response: { 200: advertMapSchema },
      },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      if (viewer)
        return reply
          .header('cache-control', 'private, no-store')
          .send(await map.map(req.query, viewer));
      const key = `map:${JSON.stringify(req.query)}`;
      const body = await search.visitorAnswer(
        key,
        async () => new PublicBody(serialize(await map.map(req.query))),
      );
      return sendPublic(req, reply, body, search.cacheSeconds);
    },
  );
}
