import { tourRequestsWaitingSchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tourRequestKeys } from './keys';

/** GET /tourRequest/waiting: requests on the caller's adverts that wait for an answer. */
export const getWaitingTourRequests = (signal?: AbortSignal) =>
  apiRequest('/tourRequest/waiting', { auth: true, schema: tourRequestsWaitingSchema, signal });

export const waitingTourRequestsQueryOptions = () =>
  queryOptions({
    queryKey: tourRequestKeys.waiting(),
    queryFn: ({ signal }) => getWaitingTourRequests(signal),
  });

/** Refreshed every minute and when the window gets focus: the menu's badge follows new requests. */
export const useWaitingTourRequests = (enabled = true) =>
  useQuery({ ...waitingTourRequestsQueryOptions(), enabled, refetchInterval: 60_000 });
