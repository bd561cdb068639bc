import { countryTimeZonesSchema, placeTimeZoneSchema } from '@estate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const placeZoneKeys = { all: ['place-zones'] as const };

/** GET /countries/time-zones: every country's zone and its cities', read fresh for staff. */
export const usePlaceZones = () =>
  useQuery({
    queryKey: placeZoneKeys.all,
    queryFn: ({ signal }) =>
      apiRequest('/countries/time-zones', {
        auth: true,
        schema: z.array(countryTimeZonesSchema),
        signal,
      }),
  });

export interface ZoneChange {
  kind: 'country' | 'city';
  id: number;
  /** null gives a city back its country's zone. */
  timeZone: string | null;
}

/** PUT /countries/{id}/time-zone or /cities/{id}/time-zone */
export const savePlaceZone = ({ kind, id, timeZone }: ZoneChange) =>
  apiRequest(`/${kind === 'country' ? 'countries' : 'cities'}/${id}/time-zone`, {
    method: 'PUT',
    body: { timeZone },
    auth: true,
    schema: placeTimeZoneSchema,
  });

export function useSavePlaceZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlaceZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placeZoneKeys.all }),
  });
}
