import { advertImageListSchema, messageSchema } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerAdvertKeys } from '../../shared';

/** DELETE /images/{id} */
export const deleteImage = (id: number) =>
  apiRequest(`/images/${id}`, { method: 'DELETE', auth: true, schema: messageSchema });

/** PUT /images/{id}/featured: the advert's one featured picture → its gallery. */
export const setFeaturedImage = (id: number) =>
  apiRequest(`/images/${id}/featured`, {
    method: 'PUT',
    auth: true,
    schema: advertImageListSchema,
  });

/** PUT /images/{advertId}/order with every picture id in the new order → the gallery. */
export const orderImages = (advertId: number, ids: number[]) =>
  apiRequest(`/images/${advertId}/order`, {
    method: 'PUT',
    auth: true,
    body: { ids },
    schema: advertImageListSchema,
  });

/** The editor's picture changes; each reloads the advert it belongs to. */
export function useAdvertImageMutations(advertId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: ownerAdvertKeys.detail(advertId) });
  return {
    remove: useMutation({ mutationFn: deleteImage, onSuccess }),
    feature: useMutation({ mutationFn: setFeaturedImage, onSuccess }),
    reorder: useMutation({
      mutationFn: (ids: number[]) => orderImages(advertId, ids),
      onSuccess,
    }),
  };
}
