import { typeSummarySchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { homeKeys } from './keys';

/** GET /adverts/exp-proprety: one entry per active category with its number of public adverts. */
export const getTypeSummaries = (signal?: AbortSignal) =>
  apiRequest('/adverts/exp-proprety', { schema: z.array(typeSummarySchema), signal });

export const typeSummariesQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.typeSummaries(),
    queryFn: ({ signal }) => getTypeSummaries(signal),
  });

export const useTypeSummaries = () => useQuery(typeSummariesQueryOptions());
