import { messageSchema } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/forgot-password with the e-mail as the body (docs/product.md#wire-contract). */
export const forgotPassword = (email: string) =>
  apiRequest('/auth/forgot-password', { method: 'POST', body: email, schema: messageSchema });

export const useForgotPasswordMutation = () => useMutation({ mutationFn: forgotPassword });
