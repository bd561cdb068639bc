import type { SavedSearch, SavedSearchCreate, SavedSearchUpdate } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schemas = () => import('@estate/contracts');

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
};

/** GET /savedSearches (auth): the member's own, oldest first. */
export const getSavedSearches = (signal?: AbortSignal) =>
  apiRequest('/savedSearches', {
    auth: true,
    signal,
    schema: async () => (await import('zod')).z.array((await schemas()).savedSearchSchema),
  });

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.list(),
    queryFn: ({ signal }) => getSavedSearches(signal),
  });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

/** POST /savedSearches (auth). */
export const createSavedSearch = (body: SavedSearchCreate): Promise<SavedSearch> =>
  apiRequest('/savedSearches', {
    method: 'POST',
    auth: true,
    body,
    schema: async () => (await schemas()).savedSearchSchema,
  });

/** PUT /savedSearches/{id} (auth): rename, change the alert. */
export const updateSavedSearch = (id: number, body: SavedSearchUpdate): Promise<SavedSearch> =>
  apiRequest(`/savedSearches/${id}`, {
    method: 'PUT',
    auth: true,
    body,
    schema: async () => (await schemas()).savedSearchSchema,
  });

/** DELETE /savedSearches/{id} (auth). */
export const deleteSavedSearch = (id: number) =>
  apiRequest(`/savedSearches/${id}`, {
    method: 'DELETE',
    auth: true,
    schema: async () => (await schemas()).messageSchema,
  });

/** What an unsubscribe link turns off: a saved search's alerts, or all price-drop e-mails. */
export type UnsubscribeKind = 'savedSearch' | 'priceDrops';

const unsubscribeUrl = (kind: UnsubscribeKind, token: string) =>
  `/${kind === 'savedSearch' ? 'savedSearches' : 'priceDrops'}/unsubscribe/${encodeURIComponent(token)}`;

/** GET …/unsubscribe/{token}: no login, the token is signed; reading changes nothing. */
export const readSavedSearchUnsubscribe = (token: string) =>
  apiRequest(unsubscribeUrl('savedSearch', token), {
    schema: async () => (await schemas()).savedSearchUnsubscribeSchema,
  });

export const readPriceDropsUnsubscribe = (token: string) =>
  apiRequest(unsubscribeUrl('priceDrops', token), {
    schema: async () => (await schemas()).priceDropsUnsubscribeSchema,
  });

/** POST …/unsubscribe/{token}: turns them off (the page's button). */
export const unsubscribe = (kind: UnsubscribeKind, token: string) =>
  apiRequest(unsubscribeUrl(kind, token), {
    method: 'POST',
    schema: async () => (await schemas()).messageSchema,
  });
