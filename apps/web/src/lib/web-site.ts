import type { WebSite } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from './api-client';
import { takeInitialAnswer } from './initial-data';

export const WEB_SITE_PATH = '/web-site';

/** Query keys of the site details; saving invalidates through `all`. */
export const webSiteKeys = { all: ['web-site'] as const };

/**
 * GET /web-site: the site's public details, as staff set them. The server sends them with every
 * public page (initial data), so the header and footer show them in the first render.
 */
export const webSiteQueryOptions = () =>
  queryOptions({
    queryKey: webSiteKeys.all,
    queryFn: ({ signal }) => publicRead<WebSite>(WEB_SITE_PATH, { signal }),
    initialData: () => takeInitialAnswer<WebSite>(WEB_SITE_PATH),
    // Staff edits are rare; a visitor sees one within minutes, the editor at once (invalidation).
    staleTime: 5 * 60_000,
  });

/** The site details, or undefined while the first read is on its way. */
export const useWebSite = (): WebSite | undefined => useQuery(webSiteQueryOptions()).data;
