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

/** GET /savedSearches/unsubscribe/{token}: no login, the token is signed. */
export const unsubscribe = (token: string) =>
  apiRequest(`/savedSearches/unsubscribe/${encodeURIComponent(token)}`, {
    schema: async () => (await schemas()).messageSchema,
  });
