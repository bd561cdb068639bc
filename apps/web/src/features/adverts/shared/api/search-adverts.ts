import type { Advert } from '@estate/contracts';
import { propertyFilterParams } from '@estate/contracts/property-values';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../../lib/api-client';
import { takeInitialAnswer } from '../../../../lib/initial-data';
import { useAuthStore } from '../../../auth';
import {
  DEFAULT_STATUS,
  PROPERTIES_PAGE_SIZE,
  type AdvertFilters,
  type ListState,
} from '../list-state';
import { advertKeys } from './keys';
import type { AdvertSearchParams } from './search-params';

/** One page of GET /adverts. */
export interface AdvertPage {
  content: Advert[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/** The query string of a search; an absent filter is left out (the API reads empty as none). */
export function searchQueryString(params: AdvertSearchParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'filter') {
      for (const [name, v] of propertyFilterParams(value as Record<string, string>))
        out.set(name, v);
    } else if (value !== undefined && value !== '') out.set(key, String(value));
  }
  return out.toString();
}

/**
 * GET /adverts: the public advert search. With `auth` the stored token goes along when there is
 * one, so a logged-in user's items carry `favory`.
 */
export const searchAdverts = (
  params: AdvertSearchParams,
  { signal, auth = true }: { signal?: AbortSignal; auth?: boolean } = {},
) => publicRead<AdvertPage>(`/adverts?${searchQueryString(params)}`, { auth, signal });

/**
 * The search parameters of the property list. Visitors always ask for status 1 (the API gives
 * them only public adverts anyway); staff may ask for another status or for all.
 */
export function listSearchParams(state: ListState, isStaff: boolean): AdvertSearchParams {
  const f: AdvertFilters = state.filters;
  const status = isStaff ? (f.status ?? DEFAULT_STATUS) : DEFAULT_STATUS;
  return {
    page: state.page,
    size: PROPERTIES_PAGE_SIZE,
    sort: state.sort.field,
    type: state.sort.direction,
    q: f.q,
    categoryid: f.categoryId,
    advert_type_id: f.advertTypeId,
    price_start: f.priceMin,
    price_end: f.priceMax,
    status: status === 'all' ? undefined : status,
    country: f.country,
    city: f.city,
    district: f.district,
    bbox: f.bbox,
    filter: f.categoryId !== undefined ? f.properties : undefined,
    currency: f.currency,
  };
}

export const advertSearchQueryOptions = (params: AdvertSearchParams, viewer: number) =>
  queryOptions({
    queryKey: advertKeys.search(params, viewer),
    queryFn: ({ signal }) => searchAdverts(params, { signal }),
    // The page holds a visitor's answer: a logged-in user's hearts need their own.
    initialData: () =>
      viewer ? undefined : takeInitialAnswer<AdvertPage>(`/adverts?${searchQueryString(params)}`),
  });

/** The same search on another page: same filters, sort and viewer. */
function samePagedSearch(key: readonly unknown[], params: AdvertSearchParams, viewer: number) {
  const [, , previous, previousViewer] = key as [string, string, AdvertSearchParams, number];
  return (
    previousViewer === viewer &&
    JSON.stringify({ ...previous, page: 0 }) === JSON.stringify({ ...params, page: 0 })
  );
}

/**
 * One page of the property list. While another page of the same search loads, the current one
 * stays on screen (its total is still right); a new search shows nothing of the previous one,
 * whose total would be wrong for it.
 */
export function useAdvertSearch(params: AdvertSearchParams) {
  const viewer = useAuthStore((s) => s.user?.id ?? 0);
  return useQuery({
    ...advertSearchQueryOptions(params, viewer),
    placeholderData: (previous, previousQuery) =>
      previousQuery && samePagedSearch(previousQuery.queryKey, params, viewer)
        ? keepPreviousData(previous)
        : undefined,
  });
}
