import type { AdvertPage } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { publicRead } from '../../../../../lib/api-client';
import { takeInitialAnswer } from '../../../../../lib/initial-data';
import { queryClient } from '../../../../../lib/query-client';
import { useAuthStore } from '../../../../auth';
import { advertDetailKeys } from './keys';

const detailPath = (slug: string) => `/adverts/${encodeURIComponent(slug)}`;

/**
 * GET /adverts/{slug}: advert, imges, values and similar homes. Public, but the token is sent when there is one
 * so the answer carries `favory` and the heart survives a reload. An old slug answers 301 to the
 * current one; fetch follows it.
 */
export const getAdvertDetail = (slug: string, signal?: AbortSignal) =>
  publicRead<AdvertPage>(detailPath(slug), { auth: true, signal });

export const advertDetailQueryOptions = (slug: string, viewerId: number | null) =>
  queryOptions({
    queryKey: advertDetailKeys.detail(slug, viewerId),
    queryFn: ({ signal }) => getAdvertDetail(slug, signal),
    // The route's loader may have asked already; a failure it saw is shown, not asked again.
    retryOnMount: false,
    // The page holds a visitor's answer: a logged-in user's heart needs their own.
    initialData: () =>
      viewerId === null ? takeInitialAnswer<AdvertPage>(detailPath(slug)) : undefined,
  });

/** The id of the logged-in user, or null for a visitor. */
export const useViewerId = () => useAuthStore((s) => (s.isUserLogin ? (s.user?.id ?? null) : null));

export function useAdvertDetail(slug: string) {
  return useQuery(advertDetailQueryOptions(slug, useViewerId()));
}

/**
 * The route's loader: starts loading the advert while the page's own code is still on its way
 * (the route loads both at once), so the picture can start sooner. It does not wait: the page
 * shows its skeleton meanwhile.
 */
export function advertDetailLoader({ params }: LoaderFunctionArgs) {
  const { isUserLogin, user } = useAuthStore.getState();
  const viewerId = isUserLogin ? (user?.id ?? null) : null;
  void queryClient.prefetchQuery(advertDetailQueryOptions(params.slug ?? '', viewerId));
  return null;
}
