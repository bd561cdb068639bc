import { ADVERT_STATUS_CODES } from '@estate/contracts';
import type {
  OwnerAdvertsQuery,
  Advert,
  AdvertSearchQuery,
  CitySummary,
  Page,
  TypeSummary,
} from '@estate/contracts';
import type { Db } from '../../../../db/client';
import { createFreshCache } from '../../../../lib/cache/fresh-cache';
import type { PublicBody } from '../../../../lib/http/public-body';
import { toPage } from '../../../../lib/paging';
import type { FileStorage } from '../../../../lib/storage';
import type { AdvertRow } from './advert-columns';
import { createAdvertReads } from './advert-reads';
import { toAdvert } from './advert.mapper';
import { advertPageReader } from './advert-page';
import {
  toSearch,
  filtersKey,
  pageKey,
  type SearchFilters,
  type SearchPaging,
  type Viewer,
} from './search-filters';
import { createSearchRepository } from './search.repository';
import { readTextPage } from './text-search';
import { createTypedSearch } from './typed-search';
import { queryReads } from './query-reads';
import { searchWords } from './search-text';
import { ADVERT_BYTES_ESTIMATE, createSignedInLists, sharesAnswers } from './signed-in-lists';

export { PUBLIC_ADVERT, type AdvertRow } from './advert-columns';
export { viewerOf, type Viewer } from './search-filters';

type SearchParts = ReturnType<typeof toSearch>;

export interface SearchOptions {
  db: Db;
  storage: FileStorage;
  /**
   * How old a visitor's answer or a public total may be; 0 turns caching off
   * (docs/product.md#freshness).
   */
  cacheSeconds: number;
  /** Bound of the visitors' answers kept in memory. */
  cacheBytes?: number;
}

/** The search's three caches, all answering values younger than `maxAgeMs`. */
function createCaches(maxAgeMs: number, cacheBytes: number) {
  return {
    visitorAnswers: createFreshCache<PublicBody>({
      maxAgeMs,
      maxSize: cacheBytes,
      sizeOf: (body) => body.size,
    }),
    // Pages (as objects) that signed-in callers share, each with their own hearts laid over.
    signedInPages: createFreshCache<Page<Advert>>({
      maxAgeMs,
      maxSize: cacheBytes / 4,
      sizeOf: (page) => 512 + page.content.length * ADVERT_BYTES_ESTIMATE,
    }),
    visitorTotals: createFreshCache<{ total: number }>({
      maxAgeMs,
      maxSize: 2 ** 20,
      sizeOf: () => 100,
    }),
  };
}

/**
 * The advert search and the public reads of adverts, created once per process (app.search).
 *
 * A query comes in validated (contracts), becomes filters and paging (search-filters.ts), and
 * is answered by a page query plus an exact total (search.repository.ts; text-search.ts for
 * text). Visitors' whole answers, and their totals, are kept up to `cacheSeconds`; signed-in
 * callers share the pages unless they sent a change that long ago or less (then they read
 * everything fresh), so they see their own changes at once.
 */
export function createSearch({
  db,
  storage,
  cacheSeconds,
  cacheBytes = 48 * 2 ** 20,
}: SearchOptions) {
  const repository = createSearchRepository(db);
  const adverts = createAdvertReads(db);
  const maxAgeMs = cacheSeconds * 1000;
  const { visitorAnswers, signedInPages, visitorTotals } = createCaches(maxAgeMs, cacheBytes);
  const typed = createTypedSearch(db, repository, maxAgeMs);
  const signedInLists = createSignedInLists(cacheSeconds, cacheBytes / 8, repository.heartsOf);

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

  return {
    /**
     * One page of adverts with its exact total: GET /adverts, suggestions included. A signed-in
     * customer gets the shared page of their search with their hearts laid over, unless they
     * sent a change in the last `cacheSeconds` (then everything is read afresh, so they see
     * their own change at once); staff always read afresh.
     */
    async page(query: AdvertSearchQuery, viewer?: Viewer): Promise<Page<Advert>> {
      const search = toSearch(query, viewer, await typed(query));
      if (search.matchesNothing) return toPage([], 0, query);
      // Staff moderate what they list: an older page would name versions already changed (409).
      if (!viewer || !sharesAnswers(viewer, cacheSeconds)) return freshPage(query, search, viewer);
      const shared = await signedInPages.get(pageKey(search), () => freshPage(query, search));
      return { ...shared, content: await signedInLists.withHearts(viewer, shared.content) };
    },

    citySummaries: (): Promise<CitySummary[]> => repository.citySummaries(),

    categorySummaries: (): Promise<TypeSummary[]> => repository.categorySummaries(),

    /** The most viewed public adverts; a signed-in customer shares them with their hearts. */
    async popular(amount: number, viewer?: Viewer): Promise<Advert[]> {
      const read = (viewerId?: number) => async () =>
        toAdverts(await repository.popular(amount, viewerId), viewer);
      if (!viewer) return read()();
      return signedInLists.get(`popular:${amount}`, viewer, {
        shared: read(),
        fresh: read(viewer.id),
      });
    },

    /** A short list of adverts under `key` for a signed-in caller (similar homes). */
    signedInList: (
      key: string,
      viewer: Viewer,
      read: { shared: () => Promise<Advert[]>; fresh: () => Promise<Advert[]> },
    ) => signedInLists.get(key, viewer, read),

    /** The advert page's parts, whatever the advert's status (the caller decides who sees it). */
    advertPage: advertPageReader(adverts, storage),

    /** My Adverts: one owner's adverts in every status (or the one asked for), fresh. */
    async ownerPage(
      ownerId: number,
      query: OwnerAdvertsQuery,
      viewer: Viewer,
    ): Promise<Page<Advert>> {
      const words = query.q === undefined ? [] : searchWords(query.q);
      if (query.q !== undefined && words.length === 0) return toPage([], 0, query);
      const status = query.status ? ADVERT_STATUS_CODES[query.status] : undefined;
      const paging = {
        page: query.page,
        size: query.size,
        sort: query.sort,
        direction: query.type,
      };
      const input = { ownerId, viewerId: viewer.id, status, words, paging };
      const { rows, total } = await repository.ownerPage(input);
      return toPage(toAdverts(rows, viewer), total, query);
    },

    /** One advert's row by id or slug, whatever its status. */
    advert: (by: { id: number } | { slug: string }): Promise<AdvertRow | undefined> =>
      'id' in by ? adverts.byId(by.id) : adverts.bySlug(by.slug),

    currentSlugFor: (oldSlug: string) => adverts.currentSlugFor(oldSlug),

    ...queryReads(typed),

    /** Housekeeping: kept phrase counts nobody asked for within `idleDays` are dropped. */
    forgetIdlePhrases: (idleDays: number) => repository.forgetIdlePhrases(idleDays),

    /**
     * A visitor's answer under `key`: kept while younger than `cacheSeconds`, made once however
     * many visitors ask for it at the same moment.
     */
    visitorAnswer: (key: string, make: () => Promise<PublicBody>): Promise<PublicBody> =>
      visitorAnswers.get(key, make),

    cacheSeconds,
    /** Bytes held by the visitors' answers (tests, metrics). */
    get cachedBytes() {
      return visitorAnswers.size;
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
