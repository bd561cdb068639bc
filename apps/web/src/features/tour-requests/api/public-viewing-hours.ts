import type { ViewingHoursAnswer } from '@estate/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tourRequestKeys } from './keys';

/** GET /tourRequest/viewing-hours/{advertId}: a public advert's hours (default ones if unset). */
export const getPublicViewingHours = (advertId: number, signal?: AbortSignal) =>
  apiRequest<ViewingHoursAnswer>(`/tourRequest/viewing-hours/${advertId}`, {
    signal,
    // The form sits on the advert page: zod loads with the answer, not with the page.
    schema: () => import('@estate/contracts').then((m) => m.viewingHoursSchema),
  });

export const usePublicViewingHours = (advertId: number) =>
  useQuery({
    queryKey: [...tourRequestKeys.all, 'public-viewing-hours', advertId] as const,
    queryFn: ({ signal }) => getPublicViewingHours(advertId, signal),
  });
