import { messageSchema } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys } from './keys';

/** DELETE /user/{id}/admin: the account with its adverts, favourites, tour requests and logs. */
export const deleteUser = (id: number) =>
  apiRequest(`/user/${id}/admin`, { method: 'DELETE', auth: true, schema: messageSchema });

export function useDeleteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersAdminKeys.all }),
  });
}
