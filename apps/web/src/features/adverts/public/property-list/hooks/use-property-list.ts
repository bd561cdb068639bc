import { useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuthStore } from '../../../../auth';
import {
  listSearchParams,
  useAdvertSearch,
  readListState,
  writeListState,
  type AdvertFilters,
  type ListState,
  type SortOrder,
} from '../../../shared';
import { paths } from '../../../../../lib/paths';

const STAFF = ['ADMIN', 'MANAGER'];

/** Where a list lives: /properties, or an agency's page with its adverts only. */
export interface ListPlace {
  /** The page's path the list's query string goes with. */
  pathname: string;
  /** The agency whose public adverts alone are listed (docs/product.md#agency-page). */
  agency?: string;
}

/**
 * The property list's state and its search. The URL is the state: applying filters, sorting and
 * paging navigate to the list's page (/properties unless `place` names another) with the new
 * query string, so back/forward and reload work.
 */
export function usePropertyList(place?: ListPlace) {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isStaff = useAuthStore((s) => STAFF.includes(s.user?.role ?? ''));

  const state = useMemo(
    () => readListState(params, searchParams, location.state),
    [params, searchParams, location.state],
  );
  const agency = place?.agency;
  const searchParamsOf = useMemo(
    () => ({ ...listSearchParams(state, isStaff), ...(agency === undefined ? {} : { agency }) }),
    [state, isStaff, agency],
  );
  const search = useAdvertSearch(searchParamsOf);
  const pathname = place?.pathname ?? paths.properties();

  const go = (next: ListState, options?: { replace?: boolean }) =>
    void navigate({ pathname, search: writeListState(next) }, options);

  return {
    state,
    isStaff,
    /** The search's parameters, which the map shares (its filters, not its paging). */
    params: searchParamsOf,
    search,
    /** The address whose answer is on screen; undefined while another page's is kept there. */
    shownFor: search.isPlaceholderData ? undefined : location.pathname + location.search,
    // The area chosen on the map stays until it is cleared (docs/product.md#map-search).
    applyFilters: (filters: AdvertFilters) =>
      go({ ...state, filters: { ...filters, bbox: state.filters.bbox }, page: 0 }),
    clearFilters: () => go({ filters: {}, sort: state.sort, page: 0, view: state.view }),
    setView: (view: 'map' | undefined) => go({ ...state, view }),
    /** "Search this area" (a box), or the whole map again (undefined). */
    setArea: (bbox: string | undefined) =>
      go({ ...state, filters: { ...state.filters, bbox }, page: 0 }),
    setSort: (sort: SortOrder) => go({ ...state, sort, page: 0 }),
    setPage: (page: number) => go({ ...state, page }),
    /** Adds what the URL leaves out (a city link names no country) without a history entry. */
    complete: (filters: AdvertFilters) =>
      go({ ...state, filters: { ...state.filters, ...filters } }, { replace: true }),
  };
}
