import { authResponseSchema, type LoginRequest } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/login → user and token. */
export const login = (body: LoginRequest) =>
  apiRequest('/auth/login', { method: 'POST', body, schema: authResponseSchema });

export const useLoginMutation = () => useMutation({ mutationFn: login });
