import { advertSavedSchema, type AdvertFormInput } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerAdvertKeys } from '../../shared';

/** PUT /adverts/auth/{slug}: the owner's edit; a live advert's changes wait for review (docs/product.md#revisions). */
export const updateAdvert = (slug: string, body: AdvertFormInput) =>
  apiRequest(`/adverts/auth/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    auth: true,
    body,
    schema: advertSavedSchema,
  });

export function useUpdateAdvertMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: AdvertFormInput }) =>
      updateAdvert(slug, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerAdvertKeys.all }),
  });
}
