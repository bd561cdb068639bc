import { categorySchema, messageSchema, type CategoryForm } from '@estate/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { homeKeys } from '../../home';
import { lookupKeys } from '../../lookups';
import { categoryAdminKeys } from './keys';

/** POST /categories */
export const createCategory = (form: CategoryForm) =>
  apiRequest('/categories', { method: 'POST', body: form, auth: true, schema: categorySchema });

/** PUT /admin-category/{id}: the fields and the whole list of property keys. */
export const updateCategory = ({ id, form }: { id: number; form: CategoryForm }) =>
  apiRequest(`/admin-category/${id}`, {
    method: 'PUT',
    body: form,
    auth: true,
    schema: categorySchema,
  });

/** DELETE /admin-category/{id}: refused (409) while adverts use it. */
export const deleteCategory = (id: number) =>
  apiRequest(`/admin-category/${id}`, { method: 'DELETE', auth: true, schema: messageSchema });

/**
 * A category change shows in the list, the forms' lookups and the home page's summaries. The
 * edit form's keys are read afresh whenever it opens, so they are left alone: refetching them
 * after a delete would ask for a category that is gone.
 */
const refreshAfterChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: categoryAdminKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: lookupKeys.all }),
    queryClient.invalidateQueries({ queryKey: homeKeys.all }),
  ]);

export function useCreateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useUpdateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
