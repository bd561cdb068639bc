import {
  agencyEditedSchema,
  agencyInvitationPreviewSchema,
  agencyInvitationSchema,
  agencyQueueItemSchema,
  agencyQueuePageSchema,
  myAgencyAnswerSchema,
  myAgencySchema,
  type AgencyDecisionInput,
  type AgencyForm,
  type AgencyStatus,
} from '@estate/contracts/agencies';
import { agencyAdvertsPageSchema, agencyDashboardSchema } from '@estate/contracts';
import { downloadWithSession } from '../../../lib/download';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const agencyKeys = {
  all: ['agencies'] as const,
  mine: () => [...agencyKeys.all, 'mine'] as const,
  queue: (status: AgencyStatus, page: number, size: number) =>
    [...agencyKeys.all, 'queue', status, page, size] as const,
  invitation: (token: string) => [...agencyKeys.all, 'invitation', token] as const,
};

/** GET /agencies/mine: the caller's agency, or `mine: null`. */
export const useMyAgency = () =>
  useQuery({
    queryKey: agencyKeys.mine(),
    queryFn: ({ signal }) =>
      apiRequest('/agencies/mine', { auth: true, signal, schema: myAgencyAnswerSchema }),
  });

/** A write about the caller's agency; every answer refreshes it. */
function useAgencyWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}

export const useSaveAgency = (agencyId: number | undefined) =>
  useAgencyWrite((form: AgencyForm) =>
    agencyId === undefined
      ? apiRequest('/agencies', { method: 'POST', auth: true, body: form, schema: myAgencySchema })
      : apiRequest(`/agencies/${agencyId}`, {
          method: 'PUT',
          auth: true,
          body: form,
          schema: agencyEditedSchema,
        }),
  );

export const useInvite = (agencyId: number) =>
  useAgencyWrite((email: string) =>
    apiRequest(`/agencies/${agencyId}/invitations`, {
      method: 'POST',
      auth: true,
      body: { email },
      schema: agencyInvitationSchema,
    }),
  );

export const useRevokeInvitation = (agencyId: number) =>
  useAgencyWrite((invitationId: number) =>
    apiRequest(`/agencies/${agencyId}/invitations/${invitationId}`, {
      method: 'DELETE',
      auth: true,
    }),
  );

export const useRemoveMember = (agencyId: number) =>
  useAgencyWrite((userId: number) =>
    apiRequest(`/agencies/${agencyId}/members/${userId}`, {
      method: 'DELETE',
      auth: true,
      schema: myAgencySchema,
    }),
  );

export const useHandOn = (agencyId: number) =>
  useAgencyWrite((userId: number) =>
    apiRequest(`/agencies/${agencyId}/owner`, {
      method: 'PUT',
      auth: true,
      body: { userId },
      schema: myAgencySchema,
    }),
  );

export const useLeaveAgency = (agencyId: number) =>
  useAgencyWrite(() => apiRequest(`/agencies/${agencyId}/leave`, { method: 'POST', auth: true }));

/** GET /agency-invitations?token=: what the link invites to. */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: agencyKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiRequest(`/agency-invitations?token=${encodeURIComponent(token)}`, {
        signal,
        schema: agencyInvitationPreviewSchema,
      }),
    retry: false,
  });

export const useAcceptInvitation = () =>
  useAgencyWrite((token: string) =>
    apiRequest('/agency-invitations/accept', {
      method: 'POST',
      auth: true,
      body: { token },
      schema: myAgencySchema,
    }),
  );

/** GET /agencies (staff): open agencies of a status. */
export const useAgencyQueue = (status: AgencyStatus, page: number, size: number) =>
  useQuery({
    queryKey: agencyKeys.queue(status, page, size),
    queryFn: ({ signal }) =>
      apiRequest(`/agencies?status=${status}&page=${page}&size=${size}`, {
        auth: true,
        signal,
        schema: agencyQueuePageSchema,
      }),
    placeholderData: keepPreviousData,
  });

export const useDecideAgency = (agencyId: number) =>
  useAgencyWrite((decision: AgencyDecisionInput) =>
    apiRequest(`/agencies/${agencyId}/decision`, {
      method: 'POST',
      auth: true,
      body: decision,
      schema: agencyQueueItemSchema,
    }),
  );

/** PUT /agencies/{id}/logo (owner, multipart): the picture as picked; the server makes it square. */
export const useUploadLogo = (agencyId: number) =>
  useAgencyWrite((file: File) => {
    const form = new FormData();
    form.append('multipartFile', file, file.name);
    return apiRequest(`/agencies/${agencyId}/logo`, {
      method: 'PUT',
      auth: true,
      body: form,
      schema: myAgencySchema,
    });
  });

/** GET /agencies/{id}/adverts: all the agency's adverts for the owner, an agent's own for an agent. */
export const useAgencyAdverts = (agencyId: number, page: number, size: number) =>
  useQuery({
    queryKey: [...agencyKeys.all, agencyId, 'adverts', page, size] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/agencies/${agencyId}/adverts?page=${page}&size=${size}`, {
        auth: true,
        signal,
        schema: agencyAdvertsPageSchema,
      }),
    placeholderData: keepPreviousData,
  });

/** PUT /agencies/{id}/adverts/{advertId}/agent: the owner gives an advert to a member. */
export const useAssignAgent = (agencyId: number) =>
  useAgencyWrite(({ advertId, userId }: { advertId: number; userId: number }) =>
    apiRequest(`/agencies/${agencyId}/adverts/${advertId}/agent`, {
      method: 'PUT',
      auth: true,
      body: { userId },
    }),
  );

/** GET /agencies/{id}/dashboard: the figures per agent, and for the owner the latest activity. */
export const useAgencyDashboard = (agencyId: number) =>
  useQuery({
    queryKey: [...agencyKeys.all, agencyId, 'dashboard'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/agencies/${agencyId}/dashboard`, {
        auth: true,
        signal,
        schema: agencyDashboardSchema,
      }),
  });

/** GET /agencies/{id}/dashboard.csv, saved as a file. */
export const downloadAgencyFigures = (agencyId: number) =>
  downloadWithSession(`/agencies/${agencyId}/dashboard.csv`, {
    fallbackName: 'agency-figures.csv',
    failed: 'The figures could not be downloaded.',
  });
