import { citySummarySchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { homeKeys } from './keys';

/** GET /adverts/cities: cities with their number of public adverts, most first. */
export const getCitySummaries = (signal?: AbortSignal) =>
  apiRequest('/adverts/cities', { schema: z.array(citySummarySchema), signal });

export const citySummariesQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.citySummaries(),
    queryFn: ({ signal }) => getCitySummaries(signal),
  });

export const useCitySummaries = () => useQuery(citySummariesQueryOptions());
