import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placeSuggestionsQuerySchema, placeSuggestionsSchema } from '@estate/contracts';
import { jsonSerializerFor } from '../../../lib/http/json-serializer';
import { PublicBody } from '../../../lib/http/public-body';
import { sendPublic } from '../../../lib/http/send-public';
import type { Search } from '../../search';
import type { PlaceSuggestionsService } from './place-suggestions.service';

/**
 * GET /adverts/places: the search box's cities and districts with their public advert counts.
 * The counts are public, so everyone shares the visitors' answers up to `search.cacheSeconds` old;
 * a read that misses the cache is a costly read, within its budget.
 */
export async function placeSuggestionsRoutes(
  app: FastifyInstance,
  {
    places,
    search,
  }: { places: PlaceSuggestionsService; search: Pick<Search, 'visitorAnswer' | 'cacheSeconds'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const serialize = jsonSerializerFor(placeSuggestionsSchema, '/adverts/places');

  r.get(
    '/adverts/places',
    {
      schema: {
        tags: ['adverts'],
        summary: 'Cities and districts matching the search box text, with their advert counts',
        querystring: placeSuggestionsQuerySchema,
        response: { 200: placeSuggestionsSchema },
      },
    },
    async (req, reply) => {
      const make = async () => new PublicBody(serialize(await places.find(req.query)));
      const body = await search.visitorAnswer(places.keyOf(req.query), make, req.ip);
      return sendPublic(req, reply, body, search.cacheSeconds);
    },
  );
}
