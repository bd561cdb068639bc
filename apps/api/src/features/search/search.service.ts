import { ADVERT_STATUS_CODES } from '@estate/contracts';
import type {
  OwnerAdvertsQuery,
  Advert,
  AdvertSearchQuery,
  CitySummary,
  Page,
  TypeSummary,
} from '@estate/contracts';
import type { Db } from '../../db/client';
import pLimit, { type LimitFunction } from 'p-limit';
import { createFreshCache } from '../../lib/cache/fresh-cache';
import type { CostlyReads } from '../../lib/costly-reads';
import type { PublicBody } from '../../lib/http/public-body';
import { toPage } from '../../lib/paging';
import type { FileStorage } from '../../lib/storage';
import type { AdvertRow } from './advert-columns.repository';
import { createAdvertReads } from './advert-reads.repository';
import { advertPageReader } from './advert-page';
import { toSearch, type Viewer } from './search-filters';
import { createSearchRepository } from './search.repository';
import { createHeartReads } from './hearts.repository';
import { createPageReads } from './page-reads';
import { createTypedSearch } from './typed-search';
import { queryReads } from './query-reads';
import { searchWords } from '../../lib/search-words';
import { createSignedInLists } from './signed-in-lists';

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
  /**
   * The budget of reads that miss the caches (docs/decisions/0054-costly-read-budget.md); none
   * when absent (tests of the search itself).
   */
  costlyReads?: Pick<CostlyReads, 'run'>;
}

/** Runs a read at once: no budget. */
const unbudgeted = { run: <T>(_address: string, read: () => Promise<T>) => read() };

/**
 * How many kept answers a process makes again at once in the background: the rest wait their
 * turn, so keeping hot answers fresh leaves the cores to the requests being answered.
 */
const BACKGROUND_REMAKES = 1;

/** The visitors' caches, answering values younger than `maxAgeMs`. */
function createCaches(maxAgeMs: number, cacheBytes: number, background: LimitFunction) {
  return {
    visitorAnswers: createFreshCache<PublicBody>({
      maxAgeMs,
      maxSize: cacheBytes,
      sizeOf: (body) => body.size,
      background,
    }),
    visitorTotals: createFreshCache<{ total: number }>({
      maxAgeMs,
      maxSize: 2 ** 20,
      sizeOf: () => 100,
      background,
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
  costlyReads = unbudgeted,
}: SearchOptions) {
  const repository = createSearchRepository(db);
  const adverts = createAdvertReads(db);
  const maxAgeMs = cacheSeconds * 1000;
  const background = pLimit(BACKGROUND_REMAKES);
  const { visitorAnswers, visitorTotals } = createCaches(maxAgeMs, cacheBytes, background);
  const typed = createTypedSearch(db, repository, { maxAgeMs, background });
  const signedInLists = createSignedInLists(createHeartReads(db), {
    cacheSeconds,
    cacheBytes: cacheBytes / 8,
    background,
  });

  const { freshPage, toAdverts } = createPageReads(repository, storage, visitorTotals);

  return {
    /**
     * One page of adverts with its exact total: GET /adverts, suggestions included. A visitor's,
     * or a signed-in caller's read now with their hearts (staff: any status they ask for).
     */
    async page(query: AdvertSearchQuery, viewer?: Viewer): Promise<Page<Advert>> {
      const search = toSearch(query, viewer, await typed(query));
      if (search.matchesNothing) return toPage([], 0, query);
      return freshPage(query, search, viewer);
    },

    citySummaries: (): Promise<CitySummary[]> => repository.citySummaries(),

    categorySummaries: (): Promise<TypeSummary[]> => repository.categorySummaries(),

    /** The most viewed public adverts; a signed-in caller's read now with their hearts. */
    popular: async (amount: number, viewer?: Viewer): Promise<Advert[]> =>
      toAdverts(await repository.popular(amount, viewer?.id), viewer),

    /**
     * A signed-in caller's answer under a visitor's `key`, as JSON: the visitors' body (`make`
     * makes it when missing) with the caller's own hearts, unless they sent a change in the last
     * `cacheSeconds` (then `fresh`, so they see their own change at once). Staff always read
     * fresh: an older page would name versions already changed (409). With the caller's
     * `address`, a read that misses the caches is within the costly read budget.
     */
    signedInAnswer: (
      key: string,
      viewer: Viewer,
      make: () => Promise<PublicBody>,
      fresh: () => Promise<string>,
      address?: string,
    ): Promise<string | Buffer> => {
      if (address === undefined)
        return signedInLists.get(viewer, { shared: () => visitorAnswers.get(key, make), fresh });
      const budgeted = <T>(read: () => Promise<T>) => costlyReads.run(address, read);
      return signedInLists.get(viewer, {
        shared: () => visitorAnswers.get(key, make, budgeted),
        fresh: () => budgeted(fresh),
      });
    },

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
     * many visitors ask for it at the same moment. With the caller's `address`, making it is a
     * costly read, within the budget (docs/product.md#limits).
     */
    visitorAnswer: (
      key: string,
      make: () => Promise<PublicBody>,
      address?: string,
      heavy = false,
    ): Promise<PublicBody> =>
      visitorAnswers.get(
        key,
        make,
        address === undefined ? undefined : (read) => costlyReads.run(address, read, heavy),
      ),

    /**
     * A read that misses every cache (a signed-in map), within the costly read budget; `heavy`
     * ones (live grouping) within their own half of it.
     */
    costly: <T>(address: string, read: () => Promise<T>, heavy = false): Promise<T> =>
      costlyReads.run(address, read, heavy),

    /** The connection public reads go through: each statement cut off (decision 0054). */
    readDb: db,

    cacheSeconds,
    /** Bytes held by the visitors' answers (tests, metrics). */
    get cachedBytes() {
      return visitorAnswers.size;
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
