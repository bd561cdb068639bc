import { similarAdvertsSchema, type Advert, type Language } from '@estate/contracts';
import { AppError } from '../../../lib/errors';
import { jsonSerializerFor } from '../../../lib/http/json-serializer';
import { PublicBody } from '../../../lib/http/public-body';
import type { CatalogNames } from '../../catalog-names';
import type { Search, Viewer } from '../../search';
import type { RelatedService } from './related.service';

/**
 * An advert's similar homes as answers shared like the lists' (docs/product.md#freshness):
 * visitors share one body per advert and language up to the cache age, and a signed-in caller
 * gets that body with their own hearts laid over. Both the similar-homes route and a signed-in
 * advert page read them, so a signed-in page does not read its similar homes anew. The homes
 * name their type and category in the reader's language (docs/product.md#the-sites-own-words).
 */
export function createSimilarAnswers(
  related: Pick<RelatedService, 'similar'>,
  search: Pick<Search, 'visitorAnswer' | 'signedInAnswer'>,
  names: Pick<CatalogNames, 'localize'>,
) {
  const serialize = jsonSerializerFor(similarAdvertsSchema, '/adverts/similar/:id');
  const read = async (id: number, language: Language, viewer?: Viewer) =>
    serialize(await names.localize(await related.similar(id, viewer), language));
  const make = (id: number, language: Language) => async () =>
    new PublicBody(await read(id, language));
  const keyOf = (id: number, language: Language) => `similar:${language}:${id}`;
  const forViewer = (id: number, viewer: Viewer, language: Language) =>
    search.signedInAnswer(keyOf(id, language), viewer, make(id, language), () =>
      read(id, language, viewer),
    );

  return {
    /** The visitors' body of GET /adverts/similar/{id}. */
    forVisitor: (id: number, language: Language) =>
      search.visitorAnswer(keyOf(id, language), make(id, language)),

    /** The signed-in caller's body: the visitors' one with their hearts. */
    forViewer,

    /**
     * A signed-in page's similar homes, in English (the page is put in the reader's language
     * whole); none when the advert is no longer public.
     */
    async listFor(id: number, viewer: Viewer): Promise<Advert[]> {
      try {
        const body = await forViewer(id, viewer, 'en');
        return JSON.parse(typeof body === 'string' ? body : body.toString('utf8')) as Advert[];
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return [];
        throw error;
      }
    },
  };
}

export type SimilarAnswers = ReturnType<typeof createSimilarAnswers>;
