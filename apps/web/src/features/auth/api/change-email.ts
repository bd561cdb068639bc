import { messageSchema, type EmailChangeRequest } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /user/auth/email (auth): a link goes to the new address; nothing changes until it is opened. */
export const changeEmail = (body: EmailChangeRequest) =>
  apiRequest('/user/auth/email', { method: 'POST', auth: true, body, schema: messageSchema });

export const useChangeEmailMutation = () => useMutation({ mutationFn: changeEmail });
