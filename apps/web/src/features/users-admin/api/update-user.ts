import { userSchema, type User, type UserAdminUpdate } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys } from './keys';

/** PUT /user/{id}/admin: names, phone and role; the e-mail travels along but never changes. */
export const updateUser = (user: User, changes: UserAdminUpdate) =>
  apiRequest(`/user/${user.id}/admin`, {
    method: 'PUT',
    auth: true,
    body: { ...changes, id: user.id, email: user.email },
    schema: userSchema,
  });

export function useUpdateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, changes }: { user: User; changes: UserAdminUpdate }) =>
      updateUser(user, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersAdminKeys.all }),
  });
}
