import {
  adminAdvertStatusChangedSchema,
  type AdminAdvertStatusChangeInput,
} from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateModeration } from './invalidate';

/** PUT /adverts/admin/status: several adverts take one status (and reason) together. */
export const changeAdvertStatus = (body: AdminAdvertStatusChangeInput) =>
  apiRequest('/adverts/admin/status', {
    method: 'PUT',
    auth: true,
    body,
    schema: adminAdvertStatusChangedSchema,
  });

export function useChangeAdvertStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAdvertStatus,
    onSettled: () => invalidateModeration(queryClient),
  });
}
