import { authResponseSchema, type RegisterRequest } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/register → 201 with the new user; the token is null until the e-mail is confirmed. */
export const register = (body: RegisterRequest) =>
  apiRequest('/auth/register', { method: 'POST', body, schema: authResponseSchema });

export const useRegisterMutation = () => useMutation({ mutationFn: register });
