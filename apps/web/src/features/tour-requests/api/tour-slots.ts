import type { TourSlots } from '@estate/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tourRequestKeys } from './keys';

/** GET /tourRequest/slots/{advertId}?date=: the day's half hours, free, outside hours, taken or past. */
export const getTourSlots = (advertId: number, date: string, signal?: AbortSignal) =>
  apiRequest<TourSlots>(`/tourRequest/slots/${advertId}?date=${encodeURIComponent(date)}`, {
    signal,
    // The form sits on the advert page: zod loads with the answer, not with the page.
    schema: () => import('@estate/contracts').then((m) => m.tourSlotsSchema),
  });

/** The slots of the chosen date; none until a date is chosen. */
export const useTourSlots = (advertId: number, date: string) =>
  useQuery({
    queryKey: [...tourRequestKeys.all, 'slots', advertId, date] as const,
    queryFn: ({ signal }) => getTourSlots(advertId, date, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
