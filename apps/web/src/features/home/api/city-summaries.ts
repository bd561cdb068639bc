import type { CitySummary } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../lib/api-client';
import { takeInitialAnswer } from '../../../lib/initial-data';
import { homeKeys } from './keys';

const PATH = '/adverts/cities';

/** GET /adverts/cities: cities with their number of public adverts, most first. */
export const getCitySummaries = (signal?: AbortSignal) =>
  publicRead<CitySummary[]>(PATH, { signal });

export const citySummariesQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.citySummaries(),
    queryFn: ({ signal }) => getCitySummaries(signal),
    initialData: () => takeInitialAnswer<CitySummary[]>(PATH),
  });

export const useCitySummaries = () => useQuery(citySummariesQueryOptions());
