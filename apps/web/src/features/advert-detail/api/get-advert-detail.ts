import { advertDetailSchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthStore } from '../../auth/auth-store';
import { advertDetailKeys } from './keys';

/**
 * GET /adverts/{slug}: advert, imges and values. Public, but the token is sent when there is one
 * so the answer carries `favory` and the heart survives a reload. An old slug answers 301 to the
 * current one; fetch follows it.
 */
export const getAdvertDetail = (slug: string, signal?: AbortSignal) =>
  apiRequest(`/adverts/${encodeURIComponent(slug)}`, {
    auth: true,
    schema: advertDetailSchema,
    signal,
  });

export const advertDetailQueryOptions = (slug: string, viewerId: number | null) =>
  queryOptions({
    queryKey: advertDetailKeys.detail(slug, viewerId),
    queryFn: ({ signal }) => getAdvertDetail(slug, signal),
  });

/** The id of the logged-in user, or null for a visitor. */
export const useViewerId = () => useAuthStore((s) => (s.isUserLogin ? (s.user?.id ?? null) : null));

export function useAdvertDetail(slug: string) {
  return useQuery(advertDetailQueryOptions(slug, useViewerId()));
}
