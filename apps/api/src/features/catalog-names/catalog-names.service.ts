import type { AdvertSearchQuery, Language } from '@estate/contracts';
import type { Db } from '../../db/client';
import { createCatalogNamesRepository } from './catalog-names.repository';
import { localizeTree } from './localize-names';
import { pickNamedFilters } from './catalog-words';

/**
 * The site's own words in the reader's language (docs/product.md#the-sites-own-words): the
 * names of types, categories and keys in an answer, English where no Turkish one is kept.
 */
export function createCatalogNames({ db }: { db: Db }) {
  const repo = createCatalogNamesRepository(db);
  return {
    async localize<T>(answer: T, language: Language): Promise<T> {
      if (language === 'en') return answer;
      return localizeTree(answer, await repo.turkish());
    },

    /** A search whose text names a category or type in either language, with it chosen. */
    async pickNamedFilters(query: AdvertSearchQuery): Promise<AdvertSearchQuery> {
      if (query.q === undefined) return query;
      return pickNamedFilters(query, await repo.namedFilters());
    },
  };
}

export type CatalogNames = ReturnType<typeof createCatalogNames>;
