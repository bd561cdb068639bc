import { viewingHoursSchema, type ViewingHoursInput } from '@estate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tourRequestKeys } from './keys';

const hoursKey = (advertId: number) => [...tourRequestKeys.all, 'viewing-hours', advertId] as const;

/** GET /adverts/auth/{id}/viewing-hours: the owner's viewing hours of an advert. */
export const useViewingHours = (advertId: number | undefined) =>
  useQuery({
    queryKey: hoursKey(advertId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/adverts/auth/${advertId}/viewing-hours`, {
        auth: true,
        schema: viewingHoursSchema,
        signal,
      }),
    enabled: advertId !== undefined,
  });

/** PUT /adverts/auth/{id}/viewing-hours. */
export const saveViewingHours = (advertId: number, hours: ViewingHoursInput) =>
  apiRequest(`/adverts/auth/${advertId}/viewing-hours`, {
    method: 'PUT',
    auth: true,
    body: hours,
    schema: viewingHoursSchema,
  });

export function useSaveViewingHours(advertId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: ViewingHoursInput) => saveViewingHours(advertId, hours),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tourRequestKeys.all }),
  });
}
