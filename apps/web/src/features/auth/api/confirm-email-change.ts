import { messageSchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST /auth/email-confirm/{code} → message. */
export const confirmEmailChange = (code: string) =>
  apiRequest(`/auth/email-confirm/${encodeURIComponent(code)}`, {
    method: 'POST',
    schema: messageSchema,
  });

/** Sent once per code on page load, like the registration confirmation (single use). */
export const confirmEmailChangeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: authKeys.emailConfirm(code),
    queryFn: () => confirmEmailChange(code),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export const useConfirmEmailChange = (code: string) =>
  useQuery(confirmEmailChangeQueryOptions(code));
