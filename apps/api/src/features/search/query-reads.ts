import type { SQL } from 'drizzle-orm';
import type { AdvertSearchQuery } from '@estate/contracts';
import { whereOf } from './page-sql.repository';
import { toSearch, type Viewer } from './search-filters';
import type { createTypedSearch } from './typed-search';

/** A query read as the list reads it, for the map and the saved-search alerts. */
export const queryReads = (typed: ReturnType<typeof createTypedSearch>) => ({
  /** A query as filters and paging, its typed filters checked against the category's keys. */
  searchOf: async (query: AdvertSearchQuery, viewer?: Viewer) =>
    toSearch(query, viewer, await typed(query)),

  /**
   * The WHERE, over adverts `a` joined with categories `c`, of a visitor's search of `query`, or
   * undefined when it matches nothing: what saved-search alerts test new adverts with, so they
   * match exactly as GET /adverts does. Throws a 400 as the search would.
   */
  async publicWhere(query: AdvertSearchQuery): Promise<SQL | undefined> {
    const { filters, matchesNothing } = toSearch(query, undefined, await typed(query));
    return matchesNothing ? undefined : whereOf(filters);
  },
});
