import { messageSchema } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const changePasswordResponseSchema = messageSchema.extend({ token: z.string() });

/** PATCH /user/auth (auth) → message and a new token; sessions issued before it are revoked. */
export const changePassword = (body: { password: string; newPassword: string }) =>
  apiRequest('/user/auth', {
    method: 'PATCH',
    auth: true,
    body,
    schema: changePasswordResponseSchema,
  });

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
