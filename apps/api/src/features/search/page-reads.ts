import type { Advert, AdvertSearchQuery, Page } from '@estate/contracts';
import type { FreshCache } from '../../lib/cache/fresh-cache';
import { toPage } from '../../lib/paging';
import type { FileStorage } from '../../lib/storage';
import type { AdvertRow } from './advert-columns.repository';
import { toAdvert } from './advert.mapper';
import {
  filtersKey,
  type SearchFilters,
  type SearchPaging,
  type toSearch,
  type Viewer,
} from './search-filters';
import type { createSearchRepository } from './search.repository';
import { readTextPage } from './text-search';

type SearchParts = ReturnType<typeof toSearch>;
type Repository = ReturnType<typeof createSearchRepository>;

/**
 * Pages of the search read now (the caches in index.ts keep them): a visitor's through the kept
 * totals, a signed-in caller's all fresh with their hearts.
 */
export function createPageReads(
  repository: Repository,
  storage: FileStorage,
  visitorTotals: FreshCache<{ total: number }>,
) {
  /** A visitor's exact total, as of at most `cacheSeconds` ago: paging a search counts it once. */
  const visitorTotal = async (filters: SearchFilters): Promise<number> => {
    const count = async () => ({ total: await repository.count(filters) });
    return (await visitorTotals.get(filtersKey(filters), count)).total;
  };

  /** Without text: the page through the sort's index; a page that is not full gives the total. */
  async function readVisitorPage(filters: SearchFilters, paging: SearchPaging) {
    const rows = await repository.sortedPage(filters, paging);
    const offset = paging.page * paging.size;
    if (rows.length > 0 && rows.length < paging.size) return { rows, total: offset + rows.length };
    if (rows.length === 0 && offset === 0) return { rows, total: 0 };
    return { rows, total: await visitorTotal(filters) };
  }

  const toAdverts = (rows: AdvertRow[], viewer?: Viewer) =>
    rows.map((row) => toAdvert(row, storage, viewer !== undefined));

  /** A page read now: a visitor's through the cached totals, a signed-in caller's all fresh. */
  async function freshPage(
    query: AdvertSearchQuery,
    { filters, paging }: SearchParts,
    viewer?: Viewer,
  ): Promise<Page<Advert>> {
    const parts = { repository, totalOf: viewer ? repository.count : visitorTotal };
    const { rows, total } = filters.words.length
      ? await readTextPage(parts, filters, paging, viewer?.id)
      : viewer
        ? await repository.sortedPageWithTotal(filters, paging, viewer.id)
        : await readVisitorPage(filters, paging);
    return toPage(toAdverts(rows, viewer), total, query);
  }

  return { freshPage, toAdverts };
}
