import { messageSchema } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerAdvertKeys } from '../../shared';

/** DELETE /adverts/auth/{id}: the advert with its pictures, values, favourites and tours. */
export const deleteAdvert = (id: number) =>
  apiRequest(`/adverts/auth/${id}`, { method: 'DELETE', auth: true, schema: messageSchema });

export function useDeleteAdvertMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdvert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerAdvertKeys.all }),
  });
}
