import type { TypeSummary } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../lib/api-client';
import { takeInitialAnswer } from '../../../lib/initial-data';
import { homeKeys } from './keys';

const PATH = '/adverts/exp-proprety';

/** GET /adverts/exp-proprety: one entry per active category with its number of public adverts. */
export const getTypeSummaries = (signal?: AbortSignal) =>
  publicRead<TypeSummary[]>(PATH, { signal });

export const typeSummariesQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.typeSummaries(),
    queryFn: ({ signal }) => getTypeSummaries(signal),
    initialData: () => takeInitialAnswer<TypeSummary[]>(PATH),
  });

export const useTypeSummaries = () => useQuery(typeSummariesQueryOptions());
