import { messageSchema } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys } from './keys';

/** DELETE /tourRequest/{id}: staff may delete any tour request (docs/product.md#tour-requests). */
export const deleteTourRequest = (id: number) =>
  apiRequest(`/tourRequest/${id}`, { method: 'DELETE', auth: true, schema: messageSchema });

export function useDeleteTourRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTourRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersAdminKeys.all }),
  });
}
