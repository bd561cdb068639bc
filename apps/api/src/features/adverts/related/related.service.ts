import {
  SIMILAR_HOMES_ENOUGH,
  SIMILAR_HOMES_LIMIT,
  type Advert,
  type ComparedAdvert,
} from '@estate/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { FileStorage } from '../../../lib/storage';
import type { Search, Viewer } from '../../search';
import { createRelatedRepository } from './related.repository';
import { SIMILAR_STEPS, type SimilarTo } from './similar-steps.repository';

const GONE = 'This advert does not exist or is no longer published.';

export interface RelatedDeps {
  db: Db;
  storage: FileStorage;
  /** Whether the advert similar homes are asked for is public. */
  search: Pick<Search, 'advert'>;
}

/** Similar homes and compare (docs/product.md#similar-homes, #compare): public adverts only. */
export function createRelatedService({ db, storage, search }: RelatedDeps) {
  const repo = createRelatedRepository({ db, storage });

  /**
   * The steps, narrow to wide, until SIMILAR_HOMES_ENOUGH homes are found (docs/product.md#
   * similar-homes): each step's homes after the narrower steps' ones, up to SIMILAR_HOMES_LIMIT.
   */
  async function widen(advert: SimilarTo, viewerId: number | undefined): Promise<Advert[]> {
    const found = new Map<number, Advert>();
    for (const step of SIMILAR_STEPS) {
      for (const { advert: home } of await repo.similarStep(advert, step, viewerId))
        if (found.size < SIMILAR_HOMES_LIMIT && !found.has(home.id)) found.set(home.id, home);
      if (found.size >= SIMILAR_HOMES_ENOUGH) break;
    }
    return [...found.values()];
  }

  return {
    /**
     * Up to 6 public adverts like a public one; 404 when that one is not public (asked only when
     * none came back, so a page's similar homes are the steps' statements alone).
     */
    async similar(advertId: number, viewer?: Viewer): Promise<Advert[]> {
      const homes = await widen({ id: advertId }, viewer?.id);
      if (homes.length > 0) return homes;
      const advert = await search.advert({ id: advertId });
      if (!advert?.is_public) throw notFound(GONE);
      return [];
    },

    /** A visitor's advert page's similar homes, by its slug; none when it is not public. */
    similarToPage: (slug: string): Promise<Advert[]> => widen({ slug }, undefined),

    /** The public homes closest on the map to a public advert; none when it is not public. */
    nearby: async (advert: SimilarTo, viewer?: Viewer): Promise<Advert[]> =>
      (await repo.nearby(advert, viewer?.id)).map((card) => card.advert),

    /** The public ones of `ids` with their values, in the order asked; the others left out. */
    async compare(ids: number[], viewer?: Viewer): Promise<ComparedAdvert[]> {
      const [cards, values] = await Promise.all([
        repo.publicCards(ids, viewer?.id),
        repo.valuesOf(ids),
      ]);
      const byId = new Map(cards.map((card) => [card.advert.id, card.advert]));
      return ids.flatMap((id) => {
        const advert = byId.get(id);
        if (!advert) return [];
        const own = values.filter((value) => value.advert_id === id);
        return [
          {
            advert,
            values: own.map((v) => ({
              id: v.id,
              keyId: v.key_id,
              keyName: v.key_name,
              value: v.value,
              categoryId: v.category_id,
              type: v.type,
              unit: v.unit,
            })),
          },
        ];
      });
    },
  };
}

export type RelatedService = ReturnType<typeof createRelatedService>;
