import type { AdvertSearchQuery } from '@estate/contracts';
import { searchWords } from '../../lib/search-words';

/** A category or advert type by its names in both languages, each as folded search words. */
export interface NamedFilter {
  field: 'categoryid' | 'advert_type_id';
  id: number;
  names: string[][];
}

/** Where `part` stands in `words` as consecutive whole words, or -1. */
function indexOfRun(words: string[], part: string[]): number {
  if (part.length === 0) return -1;
  for (let at = 0; at + part.length <= words.length; at++)
    if (part.every((word, i) => words[at + i] === word)) return at;
  return -1;
}

/**
 * A search text that names a category or advert type, in either language ("Daire", "Kiralık",
 * "Apartment"), chooses it: its words leave the text and the filter is set
 * (docs/product.md#the-sites-own-words). A filter the query already sets is kept, and the words
 * then stay text.
 */
export function pickNamedFilters(
  query: AdvertSearchQuery,
  filters: NamedFilter[],
): AdvertSearchQuery {
  if (query.q === undefined) return query;
  let words = searchWords(query.q);
  const picked: Partial<Record<NamedFilter['field'], number>> = {};
  // Longer names first: "Müstakil Ev" is read before a category named "Ev".
  const longest = (f: NamedFilter) => Math.max(0, ...f.names.map((name) => name.length));
  for (const filter of [...filters].sort((a, b) => longest(b) - longest(a))) {
    if (query[filter.field] !== undefined || picked[filter.field] !== undefined) continue;
    for (const name of filter.names) {
      const at = indexOfRun(words, name);
      if (at < 0) continue;
      picked[filter.field] = filter.id;
      words = [...words.slice(0, at), ...words.slice(at + name.length)];
      break;
    }
  }
  if (Object.keys(picked).length === 0) return query;
  return { ...query, ...picked, q: words.length > 0 ? words.join(' ') : undefined };
}

/** A name as the search cuts and folds it; a name of no word names nothing. */
export const nameWords = (name: string | null) => (name ? searchWords(name) : []);
