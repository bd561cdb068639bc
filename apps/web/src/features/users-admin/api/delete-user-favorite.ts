import { messageSchema } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys } from './keys';

/** DELETE /favorites/{favoriId}/admin: staff remove one of a user's favourites. */
export const deleteUserFavorite = (favoriId: number) =>
  apiRequest(`/favorites/${favoriId}/admin`, {
    method: 'DELETE',
    auth: true,
    schema: messageSchema,
  });

export function useDeleteUserFavoriteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersAdminKeys.all }),
  });
}
