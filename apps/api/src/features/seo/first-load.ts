/**
 * What each public page of the web app reads and runs first, so the server can send it with the
 * HTML (docs/decisions/0013-web-first-load.md): `reads` are API paths (under /api) the page asks for
 * at start-up, answered into the page; `modules` are the page's lazily loaded source modules,
 * preloaded beside the app's entry instead of after it.
 *
 * The paths are the web app's own, character for character (features/*\/api in apps/web); one
 * that drifts is only no longer answered in advance: the page then asks the API as usual.
 */
export interface FirstLoad {
  reads: string[];
  modules: string[];
  /** The read (one of `reads`) whose first card's picture is the page's largest paint. */
  cardsRead?: string;
}

/** Every page's header and footer show the site's details (docs/product.md#web-site). */
export const SITE_READ = '/web-site';
/**
 * Every public page shows prices, and a price in another currency than the visitor's gets its
 * "≈" line from the rates (docs/product.md#prices): answered in advance, the line is drawn with
 * the page instead of pushing the page down when the rates arrive.
 */
export const RATES_READ = '/exchange-rates';

const LOOKUPS = ['/advert-types', '/categories?page=0&size=100&sort=title&type=DESC&q='];

/** The property list's first page as a visitor opens it: no filters, title Z→A, published only. */
const FIRST_LIST_PAGE = '/adverts?page=0&size=10&sort=title&type=DESC&status=1';

const PROPERTIES_MODULES = ['src/app/routes/properties-page.tsx'];
const AGENCY_MODULES = ['src/app/routes/agency-page.tsx'];
const DETAIL_MODULES = [
  'src/features/adverts/public/advert-detail/advert-detail-page.tsx',
  'src/features/adverts/public/advert-detail/api/get-advert-detail.ts',
];

/** The first load of `pathname` + `search` (the request's query string, with its `?`). */
export function firstLoadFor(pathname: string, search: string): FirstLoad | undefined {
  // The dashboard is not for search engines, and its pages load behind a login anyway.
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return undefined;
  const page = pageLoadFor(pathname, search);
  return {
    reads: [SITE_READ, RATES_READ, ...(page?.reads ?? [])],
    modules: page?.modules ?? [],
    cardsRead: page?.cardsRead,
  };
}

function pageLoadFor(pathname: string, search: string): FirstLoad | undefined {
  if (pathname === '/') {
    return {
      reads: ['/adverts/popular/6', '/adverts/exp-proprety', '/adverts/cities', ...LOOKUPS],
      modules: [],
    };
  }
  if (pathname === '/properties') {
    // Filters, sort and page live in the query string: only the plain list is known in advance.
    // `lang` chooses the page's language, not its filters (docs/product.md#languages).
    const query = new URLSearchParams(search);
    query.delete('lang');
    const list = query.size ? [] : [FIRST_LIST_PAGE];
    return {
      reads: [...list, ...LOOKUPS, '/countries'],
      modules: PROPERTIES_MODULES,
      cardsRead: list[0],
    };
  }
  if (pathname.startsWith('/properties/')) {
    return { reads: [...LOOKUPS, '/countries'], modules: PROPERTIES_MODULES };
  }
  const agency = /^\/agency\/([^/]+)\/?$/.exec(pathname);
  if (agency) return agencyLoad(agency[1]!, search);
  const detail = /^\/property\/([^/]+)\/?$/.exec(pathname);
  if (detail) {
    let slug: string;
    try {
      slug = decodeURIComponent(detail[1]!);
    } catch {
      return undefined;
    }
    return { reads: [`/adverts/${encodeURIComponent(slug)}`], modules: DETAIL_MODULES };
  }
  return undefined;
}

/**
 * The agency page (docs/product.md#agency-page): its card, and, unfiltered, its first list page
 * as the page asks for it (the plain list's query and `agency`).
 */
function agencyLoad(segment: string, search: string): FirstLoad | undefined {
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const query = new URLSearchParams(search);
  query.delete('lang');
  const list = query.size
    ? []
    : [`${FIRST_LIST_PAGE}&${new URLSearchParams({ agency: slug }).toString()}`];
  return {
    reads: [
      `/agencies/by-slug/${encodeURIComponent(slug)}/page`,
      ...list,
      ...LOOKUPS,
      '/countries',
    ],
    modules: AGENCY_MODULES,
    cardsRead: list[0],
  };
}
