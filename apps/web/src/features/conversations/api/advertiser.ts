import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './conversations';

const schemas = () => import('@estate/contracts');

/** GET /adverts/{id}/advertiser: the owner's card; a signed-in caller's read is fresh. */
export const useAdvertiser = (advertId: number, signedIn: boolean) =>
  useQuery({
    queryKey: conversationKeys.advertiser(advertId, signedIn),
    queryFn: ({ signal }) =>
      apiRequest(`/adverts/${advertId}/advertiser`, {
        auth: signedIn,
        signal,
        schema: async () => (await schemas()).advertiserSchema,
      }),
    staleTime: 60_000,
  });

/** POST /adverts/{id}/advertiser/phone (auth): each reveal is counted and logged. */
export const revealPhone = (advertId: number) =>
  apiRequest(`/adverts/${advertId}/advertiser/phone`, {
    method: 'POST',
    auth: true,
    schema: async () => (await schemas()).advertiserPhoneSchema,
  });
