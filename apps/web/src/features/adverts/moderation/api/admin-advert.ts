import {
  ADMIN_ADVERT_MESSAGES,
  adminAdvertDetailSchema,
  advertSavedSchema,
  messageSchema,
  type AdminAdvertFormInput,
} from '@estate/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { invalidateModeration } from './invalidate';
import { moderationKeys } from './keys';

/** GET /adverts/admin/{id}: any advert with its pictures, values, status and reason. */
export const getAdminAdvert = (id: number, signal?: AbortSignal) =>
  apiRequest(`/adverts/admin/${id}`, { auth: true, schema: adminAdvertDetailSchema, signal });

export const adminAdvertQueryOptions = (id: number) =>
  queryOptions({
    queryKey: moderationKeys.detail(id),
    queryFn: ({ signal }) => getAdminAdvert(id, signal),
  });

export const useAdminAdvert = (id: number) => useQuery(adminAdvertQueryOptions(id));

/**
 * The server refused a moderation because the advert changed after it was shown (the body
 * carried the version the moderator saw): it is shown again before anything is decided.
 */
export const isStaleAdvertError = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.message === ADMIN_ADVERT_MESSAGES.changedSinceOpened;

/**
 * PUT /adverts/admin/{id}: the form with the status and reason, and the version of the advert
 * the editor showed → the new status and version.
 */
export const updateAdminAdvert = (id: number, body: AdminAdvertFormInput) =>
  apiRequest(`/adverts/admin/${id}`, {
    method: 'PUT',
    auth: true,
    body,
    schema: advertSavedSchema,
  });

export function useUpdateAdminAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminAdvertFormInput }) =>
      updateAdminAdvert(id, body),
    onSuccess: () => invalidateModeration(queryClient),
  });
}

/** DELETE /adverts/admin/{id}: anyone's advert with everything that belongs to it. */
export const deleteAdminAdvert = (id: number) =>
  apiRequest(`/adverts/admin/${id}`, { method: 'DELETE', auth: true, schema: messageSchema });

export function useDeleteAdminAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminAdvert,
    onSuccess: () => invalidateModeration(queryClient),
  });
}
