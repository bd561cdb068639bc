import { advertSavedSchema, type AdvertFormInput } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerAdvertKeys } from '../../shared';

/** POST /adverts: a new advert, PENDING until staff activate it → {id, slug, status}. */
export const createAdvert = (body: AdvertFormInput) =>
  apiRequest('/adverts', { method: 'POST', auth: true, body, schema: advertSavedSchema });

export function useCreateAdvertMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdvert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerAdvertKeys.all }),
  });
}
