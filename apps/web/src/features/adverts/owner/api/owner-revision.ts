import { ownerRevisionAnswerSchema, type OwnerRevision } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerAdvertKeys } from '../../shared';

/**
 * GET /adverts/custom/{id}/revision: the owner's edit of their live advert that waits for review
 * or was turned down (docs/product.md#revisions); null when there is none.
 */
export async function getOwnerRevision(
  id: number,
  signal?: AbortSignal,
): Promise<OwnerRevision | null> {
  const answer = await apiRequest(`/adverts/custom/${id}/revision`, {
    auth: true,
    schema: ownerRevisionAnswerSchema,
    signal,
  });
  return answer.revision;
}

export const ownerRevisionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ownerAdvertKeys.detail(id), 'revision'],
    queryFn: ({ signal }) => getOwnerRevision(id, signal),
  });

export const useOwnerRevision = (id: number) => useQuery(ownerRevisionQueryOptions(id));
