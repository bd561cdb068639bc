import type { AdvertSortField } from '@estate/contracts';
import {
  CURRENCIES,
  formatBbox,
  parseBbox,
  propertyFilterParams,
  readPropertyFilters,
} from '@estate/contracts/property-values';
import { paths } from '../../../lib/paths';

/**
 * The property list's state, read from and written to the URL so a search can be shared,
 * survives a reload and follows back/forward. Paging is zero-based (docs/product.md#wire-contract).
 */

/**
 * Advert status codes for search (docs/product.md#constants); `all` lets staff list every status.
 */
export type StatusFilter = 0 | 1 | 2 | 'all';
export type SortDirection = 'ASC' | 'DESC';

export interface AdvertFilters {
  advertTypeId?: number;
  categoryId?: number;
  q?: string;
  priceMin?: number;
  priceMax?: number;
  country?: number;
  city?: number;
  district?: number;
  status?: StatusFilter;
  /** "Search this area": minLng,minLat,maxLng,maxLat (docs/product.md#map-search). */
  bbox?: string;
  /** The currency prices are compared in; left out, the site's default (docs/product.md#prices). */
  currency?: string;
  /** Typed filters by key id (`3..5`, `yes`), only with a category (docs/product.md#search). */
  properties?: Record<string, string>;
}

export interface SortOrder {
  field: AdvertSortField;
  direction: SortDirection;
}

export interface ListState {
  filters: AdvertFilters;
  sort: SortOrder;
  page: number;
  /** The Map view of the results; the list when unset. */
  view?: 'map';
}

/** Properties page size 10, sort by title, direction DESC, status 1. */
export const PROPERTIES_PAGE_SIZE = 10;
export const DEFAULT_SORT: SortOrder = { field: 'title', direction: 'DESC' };
export const DEFAULT_STATUS = 1;

export const SORT_OPTIONS: readonly { value: string; label: string; sort: SortOrder }[] = [
  { value: 'title-desc', label: 'Title: Z to A', sort: { field: 'title', direction: 'DESC' } },
  { value: 'title-asc', label: 'Title: A to Z', sort: { field: 'title', direction: 'ASC' } },
  { value: 'price-asc', label: 'Price: low to high', sort: { field: 'price', direction: 'ASC' } },
  { value: 'price-desc', label: 'Price: high to low', sort: { field: 'price', direction: 'DESC' } },
  { value: 'createAt-desc', label: 'Newest first', sort: { field: 'createAt', direction: 'DESC' } },
  { value: 'createAt-asc', label: 'Oldest first', sort: { field: 'createAt', direction: 'ASC' } },
  {
    value: 'viewCount-desc',
    label: 'Most viewed',
    sort: { field: 'viewCount', direction: 'DESC' },
  },
  { value: 'viewCount-asc', label: 'Least viewed', sort: { field: 'viewCount', direction: 'ASC' } },
];

export const sortValue = (sort: SortOrder) => `${sort.field}-${sort.direction.toLowerCase()}`;

const sortFromValue = (value: string | null): SortOrder =>
  SORT_OPTIONS.find((o) => o.value === value)?.sort ?? DEFAULT_SORT;

/**
 * Placeholder segments of /properties/{advertTypeId}/{categoryId}/{searchText} for an empty
 * value: ids are positive, so `0` means any; `all` means no search text.
 */
export const ANY_ID_SEGMENT = '0';
export const ANY_TEXT_SEGMENT = 'all';

/** The list path of a home search, e.g. /properties/1/0/sea%20view or /properties/0/2/all. */
export function searchPath(advertTypeId?: number, categoryId?: number, searchText = ''): string {
  const text = searchText.trim();
  return paths.propertiesSearch({
    advertTypeId: advertTypeId ? String(advertTypeId) : ANY_ID_SEGMENT,
    categoryId: categoryId ? String(categoryId) : ANY_ID_SEGMENT,
    searchText: text || ANY_TEXT_SEGMENT,
  });
}

/** Navigation state of a home search (docs/product.md#public-site). */
export interface SearchNavigationState {
  advertTypeId?: number;
  categoryId?: number;
  searchText?: string;
}

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

const price = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

function statusFrom(value: string | null): StatusFilter | undefined {
  if (value === 'all') return 'all';
  if (value === '0' || value === '1' || value === '2') return Number(value) as 0 | 1 | 2;
  return undefined;
}

/** A valid box, written the one way the page writes it; anything else is dropped. */
function bboxFrom(value: string | null): string | undefined {
  if (!value) return undefined;
  const box = parseBbox(value);
  return 'error' in box ? undefined : formatBbox(box);
}
const currencyFrom = (value: string | null): string | undefined =>
  value !== null && (CURRENCIES as readonly string[]).includes(value) ? value : undefined;

function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== ''),
  ) as T;
}

/** URL query keys of the list. */
const KEYS = {
  advertTypeId: 'advertType',
  categoryId: 'category',
  q: 'q',
  priceMin: 'minPrice',
  priceMax: 'maxPrice',
  country: 'country',
  city: 'city',
  district: 'district',
  status: 'status',
  bbox: 'bbox',
  view: 'view',
  currency: 'currency',
  sort: 'sort',
  page: 'page',
} as const;

interface RouteParams {
  advertTypeId?: string;
  categoryId?: string;
  searchText?: string;
}

/**
 * Reads the list state: the home search's path segments (or, without them, its navigation
 * state) give the starting filters, and the query string, which the page writes, wins over both.
 */
export function readListState(
  params: RouteParams,
  search: URLSearchParams,
  navigationState?: unknown,
): ListState {
  const nav = (navigationState ?? {}) as SearchNavigationState;
  const fromPath = params.categoryId !== undefined || params.advertTypeId !== undefined;
  const base: AdvertFilters = fromPath
    ? {
        advertTypeId: positiveInt(params.advertTypeId),
        categoryId: positiveInt(params.categoryId),
        q: params.searchText === ANY_TEXT_SEGMENT ? undefined : text(params.searchText),
      }
    : {
        advertTypeId: positiveInt(nav.advertTypeId),
        categoryId: positiveInt(nav.categoryId),
        q: text(nav.searchText),
      };
  const has = (key: string) => search.has(key);
  const filters = compact<AdvertFilters>({
    advertTypeId: has(KEYS.advertTypeId)
      ? positiveInt(search.get(KEYS.advertTypeId))
      : base.advertTypeId,
    categoryId: has(KEYS.categoryId) ? positiveInt(search.get(KEYS.categoryId)) : base.categoryId,
    q: has(KEYS.q) ? text(search.get(KEYS.q)) : base.q,
    priceMin: price(search.get(KEYS.priceMin)),
    priceMax: price(search.get(KEYS.priceMax)),
    country: positiveInt(search.get(KEYS.country)),
    city: positiveInt(search.get(KEYS.city)),
    district: positiveInt(search.get(KEYS.district)),
    status: statusFrom(search.get(KEYS.status)),
    bbox: bboxFrom(search.get(KEYS.bbox)),
    currency: currencyFrom(search.get(KEYS.currency)),
  });
  const properties = readPropertyFilters(search);
  if (filters.categoryId !== undefined && properties) filters.properties = properties;
  const page = Number(search.get(KEYS.page));
  return {
    filters,
    sort: sortFromValue(search.get(KEYS.sort)),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    ...(search.get(KEYS.view) === 'map' ? { view: 'map' as const } : {}),
  };
}

/** The query string of a list state; defaults are left out to keep links short. */
export function writeListState(state: ListState): string {
  const out = new URLSearchParams();
  const f = state.filters;
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') out.set(key, String(value));
  };
  put(KEYS.advertTypeId, f.advertTypeId);
  put(KEYS.categoryId, f.categoryId);
  put(KEYS.q, f.q?.trim());
  put(KEYS.priceMin, f.priceMin);
  put(KEYS.priceMax, f.priceMax);
  put(KEYS.country, f.country);
  put(KEYS.city, f.city);
  put(KEYS.district, f.district);
  if (f.status !== undefined && f.status !== DEFAULT_STATUS) put(KEYS.status, f.status);
  put(KEYS.bbox, f.bbox);
  put(KEYS.view, state.view);
  put(KEYS.currency, f.currency);
  if (f.categoryId !== undefined)
    for (const [name, value] of propertyFilterParams(f.properties)) put(name, value);
  const sort = sortValue(state.sort);
  if (sort !== sortValue(DEFAULT_SORT)) put(KEYS.sort, sort);
  if (state.page > 0) put(KEYS.page, state.page);
  const query = out.toString();
  return query ? `?${query}` : '';
}

/** The list URL of one filter, for links from the home page (types, cities). */
export const propertiesUrl = (filters: AdvertFilters): string =>
  `${paths.properties()}${writeListState({ filters, sort: DEFAULT_SORT, page: 0 })}`;
