import type { FastifyRequest } from 'fastify';
import type { AdvertSearchQuery, AdvertSortField, Bbox } from '@estate/contracts';
import { ADVERT_STATUS_CODES } from '@estate/contracts';
import { isStaff } from '../../plugins/auth';
import type { PropertyCondition } from './property-filters.repository';
import { searchWords } from '../../lib/search-words';

/** Who is asking: visitors and customers only ever see public adverts (docs/product.md#search). */
export interface Viewer {
  id: number;
  staff: boolean;
  /** When they last sent a change (users.last_change_at). */
  lastChangeAt?: Date | null;
}

/** The signed-in caller of a request as a viewer; undefined for a visitor. */
export const viewerOf = (request: FastifyRequest): Viewer | undefined =>
  request.currentUser
    ? {
        id: request.currentUser.id,
        staff: isStaff(request.currentUser),
        lastChangeAt: request.currentUser.lastChangeAt,
      }
    : undefined;

/** What decides which adverts match; everything but paging, sorting and the viewer's hearts. */
export interface SearchFilters {
  publicOnly: boolean;
  /** A status code, for staff only (ACTIVATED unless they ask for another). */
  status?: number;
  /** Folded word prefixes; each must begin a word of the title or description. */
  words: string[];
  categoryId?: number;
  advertTypeId?: number;
  countryId?: number;
  cityId?: number;
  districtId?: number;
  priceFrom?: number;
  priceTo?: number;
  /** `filter[{keyId}]` as sent (cache keys); `properties` once checked against the keys. */
  propertyFilters?: Record<string, string>;
  properties: PropertyCondition[];
  /**
   * The currency of the price range, set when there is one: its bounds are converted into the
   * site currency at the current rate and compared with each advert's price_site, so adverts of
   * every currency match (docs/product.md#prices).
   */
  currency?: string;
  /** Map points inside this box only (docs/product.md#map-search). */
  bbox?: Bbox;
  /**
   * One agency's adverts only, by its slug (docs/product.md#agency-page). The slug, not the id:
   * the page's address carries it, so its list is asked for at once; the statement finds the id
   * through the unique slug index, and an unknown or closed agency matches nothing.
   */
  agencySlug?: string;
}

export interface SearchPaging {
  page: number;
  size: number;
  sort: AdvertSortField;
  direction: 'ASC' | 'DESC';
}

/**
 * A validated query as filters and paging. `matchesNothing` is a `q` made only of punctuation:
 * it has no word to match, unlike a missing `q`.
 */
export function toSearch(
  query: AdvertSearchQuery,
  viewer: Viewer | undefined,
  typed: { properties: PropertyCondition[]; defaultCurrency?: string } = { properties: [] },
) {
  // The agency page shows public adverts only, staff's view included (docs/product.md#agency-page).
  const staff = (viewer?.staff ?? false) && query.agency === undefined;
  const words = query.q === undefined ? [] : searchWords(query.q);
  const filters: SearchFilters = {
    publicOnly: !staff,
    // Staff see any status they ask for; without one, the specification's default (1, ACTIVATED).
    status: staff ? ADVERT_STATUS_CODES[query.status ?? 'ACTIVATED'] : undefined,
    words,
    categoryId: query.categoryid,
    advertTypeId: query.advert_type_id,
    countryId: query.country,
    cityId: query.city,
    districtId: query.district,
    priceFrom: query.price_start,
    priceTo: query.price_end,
    propertyFilters: query.filter,
    properties: typed.properties,
    currency: hasRange(query) ? (query.currency ?? typed.defaultCurrency) : undefined,
    bbox: query.bbox,
    agencySlug: query.agency,
  };
  const paging: SearchPaging = {
    page: query.page,
    size: query.size,
    sort: query.sort,
    direction: query.type,
  };
  return { filters, paging, matchesNothing: query.q !== undefined && words.length === 0 };
}

/** The cache key of a total: the filters alone ("Gar" and "gar" share one). */
export const filtersKey = (filters: SearchFilters): string =>
  JSON.stringify([
    filters.publicOnly,
    filters.status,
    filters.words,
    filters.categoryId,
    filters.advertTypeId,
    filters.countryId,
    filters.cityId,
    filters.districtId,
    filters.priceFrom,
    filters.priceTo,
    filters.propertyFilters,
    filters.currency,
    filters.bbox,
    filters.agencySlug,
  ]);

/** The cache key of a page: its filters and paging (a `q` without words matches nothing). */
export const pageKey = ({ filters, paging, matchesNothing }: ReturnType<typeof toSearch>) =>
  matchesNothing
    ? 'nothing'
    : `${filtersKey(filters)}|${paging.page}|${paging.size}|${paging.sort}|${paging.direction}`;

/** A price range names a currency; the price sort follows price_site alone. */
const hasRange = (query: AdvertSearchQuery) =>
  query.price_start !== undefined || query.price_end !== undefined;

/** Filters the trigger-kept counts know nothing of: typed values. */
export const hasTypedFilters = (filters: SearchFilters) => filters.properties.length > 0;

/** Only one agency's adverts: no kept count (cube, terms, phrases, map cells) knows agencies. */
export const hasAgency = (filters: SearchFilters) => filters.agencySlug !== undefined;

export const hasPriceRange = (filters: SearchFilters) =>
  filters.priceFrom !== undefined || filters.priceTo !== undefined;
