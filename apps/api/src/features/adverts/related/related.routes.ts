import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advertIdParamsSchema,
  compareQuerySchema,
  compareResponseSchema,
  similarAdvertsSchema,
} from '@estate/contracts';
import { sendPrivate, sendPublic } from '../../../lib/http/send-public';
import { readerLanguage, varyOnLanguage } from '../../../i18n';
import { viewerOf, type Search } from '../../search';
import type { RelatedService } from './related.service';
import type { SimilarAnswers } from './similar-answers';

/**
 * Similar homes and compare: public reads; a signed-in caller's hearts are laid over. Visitors
 * share similar homes up to `search.cacheSeconds` old, as they share the advert page
 * (docs/product.md#freshness).
 */
export async function relatedAdvertsRoutes(
  app: FastifyInstance,
  {
    related,
    similar,
    search,
  }: { related: RelatedService; similar: SimilarAnswers; search: Pick<Search, 'cacheSeconds'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['adverts'];

  r.get(
    '/adverts/similar/:id',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        description:
          'Up to 6 public adverts like this one (same advert type and currency), found in steps ' +
          'that widen until there are at least 3: same category in the district, then the city, ' +
          'then within 25 km on the map, priced within 20 %; then within 35 %; then any category. ' +
          "Each step's homes follow the narrower steps', the closest price first; never the " +
          'advert itself. The advert page (GET /adverts/{slug}) brings the same list with its ' +
          'scope (similarScope) and the nearest public homes on the map (nearby).',
        params: advertIdParamsSchema,
        response: { 200: similarAdvertsSchema },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const viewer = viewerOf(req);
      const language = readerLanguage(req);
      if (viewer) {
        varyOnLanguage(reply);
        return sendPrivate(reply, await similar.forViewer(id, viewer, language));
      }
      return sendPublic(req, reply, await similar.forVisitor(id, language), search.cacheSeconds);
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
