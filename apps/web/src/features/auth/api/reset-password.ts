import { messageSchema, type ResetPasswordRequest } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/reset-password with email, code and the new password. */
export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest('/auth/reset-password', { method: 'POST', body, schema: messageSchema });

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
