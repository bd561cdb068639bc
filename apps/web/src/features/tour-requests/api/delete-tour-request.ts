import { messageSchema } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tourRequestKeys } from './keys';

/** DELETE /tourRequest/{id}: the guest's own (not approved) request, or any for staff. */
export const deleteTourRequest = (id: number) =>
  apiRequest(`/tourRequest/${id}`, { method: 'DELETE', auth: true, schema: messageSchema });

export function useDeleteTourRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTourRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tourRequestKeys.all }),
  });
}
