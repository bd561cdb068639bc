import { webSiteSchema, type WebSite } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webSiteKeys } from '../../../lib/web-site';

/** PUT /web-site (staff): the whole set of details → the details as saved. */
export const saveWebSite = (details: WebSite) =>
  apiRequest('/web-site', { method: 'PUT', body: details, auth: true, schema: webSiteSchema });

/** Saving puts the answer in the cache: the header, footer and pages change at once. */
export function useSaveWebSiteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebSite,
    onSuccess: async (saved) => {
      queryClient.setQueryData(webSiteKeys.all, saved);
      await queryClient.invalidateQueries({ queryKey: webSiteKeys.all });
    },
  });
}
