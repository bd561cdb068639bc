import { similarAdvertsSchema, type Advert } from '@estate/contracts';
import { AppError } from '../../../lib/errors';
import { jsonSerializerFor } from '../../../lib/http/json-serializer';
import { PublicBody } from '../../../lib/http/public-body';
import type { Search, Viewer } from '../public';
import type { RelatedService } from './related.service';

/**
 * An advert's similar homes as answers shared like the lists' (docs/product.md#freshness):
 * visitors share one body per advert up to the cache age, and a signed-in caller gets that body
 * with their own hearts laid over. Both the similar-homes route and a signed-in advert page read
 * them, so a signed-in page does not read its similar homes anew.
 */
export function createSimilarAnswers(
  related: Pick<RelatedService, 'similar'>,
  search: Pick<Search, 'visitorAnswer' | 'signedInAnswer'>,
) {
  const serialize = jsonSerializerFor(similarAdvertsSchema, '/adverts/similar/:id');
  const make = (id: number) => async () => new PublicBody(serialize(await related.similar(id)));
  const forViewer = (id: number, viewer: Viewer) =>
    search.signedInAnswer(`similar:${id}`, viewer, make(id), async () =>
      serialize(await related.similar(id, viewer)),
    );

  return {
    /** The visitors' body of GET /adverts/similar/{id}. */
    forVisitor: (id: number) => search.visitorAnswer(`similar:${id}`, make(id)),

    /** The signed-in caller's body: the visitors' one with their hearts. */
    forViewer,

    /** A signed-in page's similar homes; none when the advert is no longer public. */
    async listFor(id: number, viewer: Viewer): Promise<Advert[]> {
      try {
        const body = await forViewer(id, viewer);
        return JSON.parse(typeof body === 'string' ? body : body.toString('utf8')) as Advert[];
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return [];
        throw error;
      }
    },
  };
}

export type SimilarAnswers = ReturnType<typeof createSimilarAnswers>;
