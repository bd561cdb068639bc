import { tourRequestSchema } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tourRequestKeys } from './keys';

export type TourRequestMove = 'approve' | 'decline' | 'cancel';

/** PATCH /tourRequest/{id}/approve|decline|cancel → the request as it is now. */
export const moveTourRequest = ({ id, move }: { id: number; move: TourRequestMove }) =>
  apiRequest(`/tourRequest/${id}/${move}`, {
    method: 'PATCH',
    auth: true,
    schema: tourRequestSchema,
  });

export function useMoveTourRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTourRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tourRequestKeys.all }),
  });
}
