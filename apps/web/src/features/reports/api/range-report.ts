import { rangeReportSchema } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './overview-report';
import type { DateRange } from '../lib/report-range';

/** GET /report/range (auth): the Reports page's figures, scoped to the viewer by the server. */
export const getRangeReport = ({ from, to }: DateRange) =>
  apiRequest(`/report/range?${new URLSearchParams({ from, to }).toString()}`, {
    auth: true,
    schema: rangeReportSchema,
  });

export const rangeReportQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: [...reportKeys.all, 'range', range.from, range.to] as const,
    queryFn: () => getRangeReport(range),
    // The previous range stays on screen while the next one loads, so charts do not jump.
    placeholderData: keepPreviousData,
  });

export const useRangeReport = (range: DateRange) => useQuery(rangeReportQueryOptions(range));
