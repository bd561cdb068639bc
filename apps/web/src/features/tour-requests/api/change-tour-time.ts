import { tourRequestSchema } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tourRequestKeys } from './keys';

/** PUT /tourRequest/{id} {tourTime}: the guest picks another time; the request is PENDING again. */
export const changeTourTime = ({ id, tourTime }: { id: number; tourTime: string }) =>
  apiRequest(`/tourRequest/${id}`, {
    method: 'PUT',
    auth: true,
    body: { tourTime },
    schema: tourRequestSchema,
  });

export function useChangeTourTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTourTime,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tourRequestKeys.all }),
  });
}
