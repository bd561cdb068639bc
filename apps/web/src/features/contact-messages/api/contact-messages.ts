import { contactMessagePageSchema, unreadCountSchema } from '@estate/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactMessageKeys, type ContactMessagesParams } from './keys';

/** GET /contact-messages/admin (staff): newest first, searched and filtered. */
export function getContactMessages(params: ContactMessagesParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(params.page),
    size: String(params.size),
    q: params.q.trim(),
    read: params.read,
  });
  return apiRequest(`/contact-messages/admin?${query.toString()}`, {
    auth: true,
    schema: contactMessagePageSchema,
    signal,
  });
}

export const useContactMessages = (params: ContactMessagesParams) =>
  useQuery({
    queryKey: contactMessageKeys.list(params),
    queryFn: ({ signal }) => getContactMessages(params, signal),
    placeholderData: keepPreviousData,
  });

/** GET /contact-messages/mine: what the caller sent from their account's e-mail, with replies. */
export const useMyContactMessages = (page: number, size: number) =>
  useQuery({
    queryKey: contactMessageKeys.mine(page, size),
    queryFn: ({ signal }) =>
      apiRequest(`/contact-messages/mine?page=${page}&size=${size}`, {
        auth: true,
        schema: contactMessagePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /contact-messages/unread-count (staff), for the dashboard menu. Refreshed each minute. */
export const useUnreadContactCount = (enabled: boolean) =>
  useQuery({
    queryKey: contactMessageKeys.unreadCount(),
    queryFn: ({ signal }) =>
      apiRequest('/contact-messages/unread-count', {
        auth: true,
        schema: unreadCountSchema,
        signal,
      }),
    enabled,
    refetchInterval: 60_000,
    select: (data) => data.count,
  });
