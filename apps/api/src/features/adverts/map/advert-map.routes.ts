import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { advertMapQuerySchema, advertMapSchema, foldPropertyFilters } from '@estate/contracts';
import { jsonSerializerFor } from '../../../lib/http/json-serializer';
import { PublicBody } from '../../../lib/http/public-body';
import { sendPublic } from '../../../lib/http/send-public';
import { viewerOf, type Search } from '../../search';
import { asksLiveGrouping, type AdvertMapService } from './advert-map.service';

/**
 * GET /adverts/map: clusters or markers of the search's results in a box
 * (docs/product.md#map-search). Visitors share answers up to `search.cacheSeconds` old, as the
 * list does, the box grown to its zoom's cells so nearby boxes share them; a signed-in caller's
 * answer is read fresh (staff see what their list shows). Reads that miss the cache are costly
 * reads, within their budget; live grouping within its heavy half
 * (docs/decisions/0054-costly-read-budget.md).
 */
export async function advertMapRoutes(
  app: FastifyInstance,
  {
    map,
    search,
  }: { map: AdvertMapService; search: Pick<Search, 'visitorAnswer' | 'costly' | 'cacheSeconds'> },
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
      const query = map.asked(req.query);
      const heavy = asksLiveGrouping(query);
      if (viewer) {
        const answer = await search.costly(req.ip, () => map.map(query, viewer), heavy);
        return reply.header('cache-control', 'private, no-store').send(answer);
      }
      const key = `map:${JSON.stringify(query)}`;
      const make = async () => new PublicBody(serialize(await map.map(query)));
      const body = await search.visitorAnswer(key, make, req.ip, heavy);
      return sendPublic(req, reply, body, search.cacheSeconds);
    },
  );
}
