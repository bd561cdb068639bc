import { messageSchema } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys } from './keys';

/**
 * DELETE /adverts/admin/{id}: staff delete any advert. The owner's DELETE /adverts/auth/{id}
 * answers 404 for anyone but the owner, so the Users page uses the admin path.
 */
export const deleteUserAdvert = (advertId: number) =>
  apiRequest(`/adverts/admin/${advertId}`, {
    method: 'DELETE',
    auth: true,
    schema: messageSchema,
  });

export function useDeleteUserAdvertMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserAdvert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersAdminKeys.all }),
  });
}
