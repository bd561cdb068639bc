import { messageSchema, type AccountDeleteRequest } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /user/auth (auth) with the current password: the account and everything of the
 * person's go (docs/product.md#deleting-an-account); a wrong password answers 400.
 */
export const deleteAccount = (body: AccountDeleteRequest) =>
  apiRequest('/user/auth', { method: 'DELETE', auth: true, body, schema: messageSchema });

export const useDeleteAccountMutation = () => useMutation({ mutationFn: deleteAccount });
