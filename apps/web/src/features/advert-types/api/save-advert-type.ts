import { advertTypeSchema, messageSchema, type AdvertTypeForm } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { lookupKeys } from '../../lookups';
import { advertTypeAdminKeys } from './keys';

/** POST /advert-types */
export const createAdvertType = (form: AdvertTypeForm) =>
  apiRequest('/advert-types', { method: 'POST', body: form, auth: true, schema: advertTypeSchema });

/** PUT /advert-types/{id} */
export const updateAdvertType = ({ id, form }: { id: number; form: AdvertTypeForm }) =>
  apiRequest(`/advert-types/${id}`, {
    method: 'PUT',
    body: form,
    auth: true,
    schema: advertTypeSchema,
  });

/** DELETE /advert-types/{id}: refused (409) while adverts use it. */
export const deleteAdvertType = (id: number) =>
  apiRequest(`/advert-types/${id}`, { method: 'DELETE', auth: true, schema: messageSchema });

/** Every change shows in this list and in the forms' and filters' lookups. */
function useAdvertTypeMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: advertTypeAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: lookupKeys.all }),
      ]),
  });
}

export const useCreateAdvertTypeMutation = () => useAdvertTypeMutation(createAdvertType);
export const useUpdateAdvertTypeMutation = () => useAdvertTypeMutation(updateAdvertType);
export const useDeleteAdvertTypeMutation = () => useAdvertTypeMutation(deleteAdvertType);
