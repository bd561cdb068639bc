import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tourRequestKeys } from './keys';

export interface CreateTourRequest {
  advertId: number;
  /** `YYYY-MM-DDTHH:mm`, a wall-clock time on a half hour (docs/decisions/0007-tour-times.md). */
  tourTime: string;
}

/** POST /tourRequest (auth) {advert: {id}, tourTime} → 201 with the new request. */
export const createTourRequest = ({ advertId, tourTime }: CreateTourRequest) =>
  apiRequest('/tourRequest', {
    method: 'POST',
    auth: true,
    body: { advert: { id: advertId }, tourTime },
    // The form sits on the advert page: zod loads with the request, not with the page.
    schema: () => import('@estate/contracts').then((m) => m.tourRequestSchema),
  });

export function useCreateTourRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTourRequest,
    // Not awaited: the confirmation shows at once while the lists and slots reload.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tourRequestKeys.all });
    },
  });
}
