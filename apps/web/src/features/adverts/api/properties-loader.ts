import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { useAuthStore } from '../../auth/auth-store';
import { readListState } from '../list-state';
import { advertSearchQueryOptions, listSearchParams } from './search-adverts';

const STAFF = ['ADMIN', 'MANAGER'];

/**
 * The property list's route loader. When /properties is the page the browser opened, it starts
 * the list's search while the page's code is still downloading; otherwise the search would wait
 * for that code, and the first card's picture for the search. It never holds the navigation up,
 * and leaves in-app visits to the page's own query (their navigation state is not known here).
 */
export function propertiesLoader({ params, request }: LoaderFunctionArgs): null {
  if (typeof window === 'undefined' || request.url !== window.location.href) return null;
  const navigationState = (window.history.state as { usr?: unknown } | null)?.usr;
  const state = readListState(params, new URL(request.url).searchParams, navigationState);
  const user = useAuthStore.getState().user;
  const isStaff = STAFF.includes(user?.role ?? '');
  void queryClient.prefetchQuery(
    advertSearchQueryOptions(listSearchParams(state, isStaff), user?.id ?? 0),
  );
  return null;
}
