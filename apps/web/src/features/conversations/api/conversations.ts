import type {
  ConversationDetail,
  ConversationReply,
  ConversationReportInput,
  ConversationStart,
} from '@estate/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schemas = () => import('@estate/contracts');

export const conversationKeys = {
  all: ['conversations'] as const,
  list: (page: number, size: number) => [...conversationKeys.all, 'list', page, size] as const,
  thread: (id: number) => [...conversationKeys.all, 'thread', id] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  advertiser: (advertId: number, signedIn: boolean) => ['advertiser', advertId, signedIn] as const,
};

/** GET /conversations (auth): the caller's threads, latest first. */
export const useConversations = (page: number, size: number) =>
  useQuery({
    queryKey: conversationKeys.list(page, size),
    queryFn: ({ signal }) =>
      apiRequest(`/conversations?page=${page}&size=${size}`, {
        auth: true,
        signal,
        schema: async () => (await schemas()).conversationPageSchema,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** GET /conversations/{id} (auth): opening it marks its messages read. */
export const useConversation = (id: number | undefined) =>
  useQuery({
    queryKey: conversationKeys.thread(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/conversations/${id}`, {
        auth: true,
        signal,
        schema: async () => (await schemas()).conversationDetailSchema,
      }),
    enabled: id !== undefined,
    refetchInterval: 30_000,
  });

/**
 * GET /conversations/unread-count (auth), for the menu's badge: each minute and whenever the
 * window gets the focus back.
 */
export const useUnreadMessages = (enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.unread(),
    queryFn: ({ signal }) =>
      apiRequest('/conversations/unread-count', {
        auth: true,
        signal,
        schema: async () => (await schemas()).unreadConversationsSchema,
      }),
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    select: (data) => data.unread,
  });

/** POST /conversations (auth): starts or continues the thread about an advert. */
export const startConversation = (body: ConversationStart): Promise<ConversationDetail> =>
  apiRequest('/conversations', {
    method: 'POST',
    auth: true,
    body,
    schema: async () => (await schemas()).conversationDetailSchema,
  });

/** POST /conversations/{id}/messages (auth). */
export const replyTo = (id: number, body: ConversationReply): Promise<ConversationDetail> =>
  apiRequest(`/conversations/${id}/messages`, {
    method: 'POST',
    auth: true,
    body,
    schema: async () => (await schemas()).conversationDetailSchema,
  });

/** POST or DELETE /conversations/{id}/block (auth): the caller blocks or unblocks the other side. */
export const setBlocking = (id: number, blocking: boolean) =>
  apiRequest(`/conversations/${id}/block`, {
    method: blocking ? 'POST' : 'DELETE',
    auth: true,
    schema: async () => (await schemas()).conversationBlockStateSchema,
  });

/** POST /conversations/{id}/report (auth): once per thread; staff see it in their queue. */
export const reportConversation = (id: number, body: ConversationReportInput) =>
  apiRequest(`/conversations/${id}/report`, {
    method: 'POST',
    auth: true,
    body,
    schema: async () => (await schemas()).conversationReportedSchema,
  });
