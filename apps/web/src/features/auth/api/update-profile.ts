import { userSchema, type User } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phone: string;
}

/** PUT /user/auth (auth) with firstName, lastName, phone, id, email, role → the saved user. */
export const updateProfile = (user: User, changes: ProfileChanges) =>
  apiRequest('/user/auth', {
    method: 'PUT',
    auth: true,
    body: { ...changes, id: user.id, email: user.email, role: user.role },
    schema: userSchema,
  });

export const useUpdateProfileMutation = () =>
  useMutation({
    mutationFn: ({ user, changes }: { user: User; changes: ProfileChanges }) =>
      updateProfile(user, changes),
  });
