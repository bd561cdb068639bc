import type { AgencyPage } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { takeInitialAnswer } from '../../../lib/initial-data';

/** GET /agencies/by-slug/{slug}/page: the path the server answers into the page's first load. */
export const agencyPagePath = (slug: string) =>
  `/agencies/by-slug/${encodeURIComponent(slug)}/page`;

export const agencyPageKeys = {
  all: ['agency-page'] as const,
  one: (slug: string) => [...agencyPageKeys.all, slug] as const,
};

export const agencyPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: agencyPageKeys.one(slug),
    queryFn: ({ signal }) => publicRead<AgencyPage>(agencyPagePath(slug), { signal }),
    initialData: () => takeInitialAnswer<AgencyPage>(agencyPagePath(slug)),
    // A closed or unknown agency stays missing: asking again would not change that.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** The agency page's card (docs/product.md#agency-page). */
export const useAgencyPage = (slug: string) => useQuery(agencyPageQueryOptions(slug));

/** Whether the page's read says the agency is closed or unknown. */
export const isMissingAgency = (error: unknown) =>
  error instanceof ApiError && error.status === 404;
