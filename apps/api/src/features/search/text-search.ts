import type { AdvertRow } from './advert-columns.repository';
import { walkLength } from './page-sql.repository';
import { hasAgency, type SearchFilters, type SearchPaging } from './search-filters';
import type { SearchRepository } from './search.repository';

/** Up to this many matches a text page collects them through the GIN index and sorts them. */
const COLLECT_LIMIT = 20_000;

export interface PageParts {
  repository: SearchRepository;
  totalOf: (filters: SearchFilters) => Promise<number>;
}

/**
 * A text search counts first, then chooses its page plan from the number of matches: none, no
 * page query; dense enough among the rows the other filters leave, a short walk of those rows
 * in sort order, kept only if it held the whole page; up to COLLECT_LIMIT matches, collect them
 * through the GIN index and sort them; more, walk the sort index and test each row (PostgreSQL
 * would walk for rare words too, and far when a word correlates with the sort, as title words
 * do with the title).
 */
export async function readTextPage(
  { repository, totalOf }: PageParts,
  filters: SearchFilters,
  paging: SearchPaging,
  viewerId: number | undefined,
): Promise<{ rows: AdvertRow[]; total: number }> {
  const total = await totalOf(filters);
  const offset = paging.page * paging.size;
  if (offset >= total) return { rows: [], total };
  const walked = await tryWalk({ repository, totalOf }, filters, paging, total, viewerId);
  if (walked) return { rows: walked, total };
  const rows =
    total <= COLLECT_LIMIT
      ? await repository.collectedTextPage(filters, paging, viewerId)
      : await repository.sortedPage(filters, paging, viewerId);
  return { rows, total };
}

/** The page from a short walk, when the totals say one should hold it and it did. */
async function tryWalk(
  { repository, totalOf }: PageParts,
  filters: SearchFilters,
  paging: SearchPaging,
  total: number,
  viewerId: number | undefined,
): Promise<AdvertRow[] | undefined> {
  // No index keeps adverts in view order: a walk in that order would sort them all first. An
  // agency's adverts are few: collecting them beats walking the sort's index for them.
  if (paging.sort === 'viewCount' || hasAgency(filters)) return undefined;
  const offset = paging.page * paging.size;
  const wanted = Math.min(paging.size, total - offset);
  const candidates = await totalOf({ ...filters, words: [] });
  const walk = walkLength(offset + wanted, candidates, total);
  if (walk === undefined) return undefined;
  const rows = await repository.walkedTextPage(filters, paging, walk, viewerId);
  return rows.length === wanted ? rows : undefined;
}
