import { messageSchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST /auth/registerconfirm/{code} → message. */
export const confirmRegistration = (code: string) =>
  apiRequest(`/auth/registerconfirm/${encodeURIComponent(code)}`, {
    method: 'POST',
    schema: messageSchema,
  });

/**
 * Confirmation runs on page load. As a cached query it is sent once per code, even when React's
 * StrictMode mounts the page twice; the code is single-use, so it is never retried or refetched.
 */
export const confirmRegistrationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: authKeys.registerConfirm(code),
    queryFn: () => confirmRegistration(code),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export const useConfirmRegistration = (code: string) =>
  useQuery(confirmRegistrationQueryOptions(code));
