import {
  conversationReportDetailSchema,
  conversationReportItemSchema,
  conversationReportPageSchema,
  type ConversationReportAction,
} from '@estate/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ReportStatus = 'OPEN' | 'DECIDED';

export const reportKeys = {
  all: ['conversation-reports'] as const,
  page: (status: ReportStatus, page: number, size: number) =>
    [...reportKeys.all, 'page', status, page, size] as const,
  one: (id: number) => [...reportKeys.all, 'one', id] as const,
};

/** GET /conversation-reports (staff): the queue, or the decided reports. */
export const useConversationReports = (status: ReportStatus, page: number, size: number) =>
  useQuery({
    queryKey: reportKeys.page(status, page, size),
    queryFn: ({ signal }) =>
      apiRequest(`/conversation-reports?status=${status}&page=${page}&size=${size}`, {
        auth: true,
        signal,
        schema: conversationReportPageSchema,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /conversation-reports/{id} (staff): the report with its thread's messages. */
export const useConversationReport = (id: number) =>
  useQuery({
    queryKey: reportKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest(`/conversation-reports/${id}`, {
        auth: true,
        signal,
        schema: conversationReportDetailSchema,
      }),
  });

/** POST /conversation-reports/{id}/decision (staff): dismiss, or suspend the reported person. */
export function useDecideReport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ConversationReportAction) =>
      apiRequest(`/conversation-reports/${id}/decision`, {
        method: 'POST',
        auth: true,
        body: { action },
        schema: conversationReportItemSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
