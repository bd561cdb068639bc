import { overviewReportSchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const reportKeys = {
  all: ['reports'] as const,
  overview: () => [...reportKeys.all, 'overview'] as const,
};

/** GET /report (auth): the overview tiles' counts, scoped to the viewer by the server. */
export const getOverviewReport = () =>
  apiRequest('/report', { auth: true, schema: overviewReportSchema });

export const overviewReportQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.overview(), queryFn: getOverviewReport });

export const useOverviewReport = () => useQuery(overviewReportQueryOptions());

/** The adverts waiting for review, for the staff menu's badge (docs/product.md#moderation). */
export const usePendingAdvertCount = (enabled: boolean) =>
  useQuery({
    ...overviewReportQueryOptions(),
    enabled,
    refetchInterval: 60_000,
    select: (report) => report.PendingAdverts,
  });
