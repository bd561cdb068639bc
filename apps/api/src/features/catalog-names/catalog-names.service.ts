import type { Language } from '@estate/contracts';
import type { Db } from '../../db/client';
import { createCatalogNamesRepository } from './catalog-names.repository';
import { localizeTree } from './localize-names';

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
  };
}

export type CatalogNames = ReturnType<typeof createCatalogNames>;
