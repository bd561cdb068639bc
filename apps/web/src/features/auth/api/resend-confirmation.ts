import { messageSchema } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/resend-confirmation → the same message whether or not a link went out. */
export const resendConfirmation = (email: string) =>
  apiRequest('/auth/resend-confirmation', {
    method: 'POST',
    body: { email },
    schema: messageSchema,
  });

export const useResendConfirmationMutation = () => useMutation({ mutationFn: resendConfirmation });
