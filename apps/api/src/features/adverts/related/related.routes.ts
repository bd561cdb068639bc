import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advertIdParamsSchema,
  compareQuerySchema,
  compareResponseSchema,
  similarAdvertsSchema,
} from '@estate/contracts';
import { jsonSerializerFor } from '../../../lib/http/json-serializer';
import { PublicBody } from '../../../lib/http/public-body';
import { sendPrivate, sendPublic } from '../../../lib/http/send-public';
import { viewerOf, type Search } from '../public';
import type { RelatedService } from './related.service';

/**
 * Similar homes and compare: public reads; a signed-in caller's hearts are laid over. Visitors
 * share similar homes up to `search.cacheSeconds` old, as they share the advert page
 * (docs/product.md#freshness).
 */
export async function relatedAdvertsRoutes(
  app: FastifyInstance,
  { related, search }: { related: RelatedService; search: Search },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['adverts'];
  const serializeSimilar = jsonSerializerFor(similarAdvertsSchema, '/adverts/similar/:id');

  r.get(
    '/adverts/similar/:id',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        description:
          'Up to 6 public adverts of the same type and category in the same city, priced within ' +
          '20 % of this one, the closest price first; never the advert itself.',
        params: advertIdParamsSchema,
        response: { 200: similarAdvertsSchema },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const viewer = viewerOf(req);
      const key = `similar:${id}`;
      const make = async () => new PublicBody(serializeSimilar(await related.similar(id)));
      if (viewer) {
        const fresh = async () => serializeSimilar(await related.similar(id, viewer));
        return sendPrivate(reply, await search.signedInAnswer(key, viewer, make, fresh));
      }
      return sendPublic(req, reply, await search.visitorAnswer(key, make), search.cacheSeconds);
    },
  );

  r.get(
    '/adverts/compare',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        description:
          'The public adverts among ids (1 to 4, comma-separated) with their property values, in ' +
          'the order asked; unknown or unpublished ids are left out.',
        querystring: compareQuerySchema,
        response: { 200: compareResponseSchema },
      },
    },
    (req) => related.compare(req.query.ids, viewerOf(req)),
  );
}
