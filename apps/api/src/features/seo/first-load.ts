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
  /**
   * The Turkish texts (source modules) the page reads at start-up, preloaded for a `?lang=tr`
   * page: fetched one after the other as the app met them, they held up a Turkish page's first
   * render by a round trip each (docs/product.md#languages).
   */
  turkishTexts?: string[];
}

/** The Turkish texts every page reads: the shell's, the home page's and the cards' (one chunk). */
const TURKISH_SHELL = ['src/i18n/locales/tr/index.ts', 'src/i18n/locales/tr/registered.json'];
const turkish = (...names: string[]) => names.map((name) => `src/i18n/locales/tr/${name}.json`);

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
const PROPERTIES_TEXTS = turkish('properties', 'saved-searches');
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
    turkishTexts: [...TURKISH_SHELL, ...(page?.turkishTexts ?? [])],
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
    // `lang` chooses the page's language and `view` the phone's list or map, not the filters
    // (docs/product.md#languages, #map-search). The map view's phone shows no card to preload.
    const query = new URLSearchParams(search);
    const mapView = query.get('view') === 'map';
    query.delete('lang');
    query.delete('view');
    const list = query.size ? [] : [FIRST_LIST_PAGE];
    return {
      reads: [...list, ...LOOKUPS, '/countries'],
      modules: PROPERTIES_MODULES,
      cardsRead: mapView ? undefined : list[0],
      turkishTexts: PROPERTIES_TEXTS,
    };
  }
  if (pathname.startsWith('/properties/')) {
    return {
      reads: [...LOOKUPS, '/countries'],
      modules: PROPERTIES_MODULES,
      turkishTexts: PROPERTIES_TEXTS,
    };
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
    return {
      reads: [`/adverts/${encodeURIComponent(slug)}`],
      modules: DETAIL_MODULES,
      turkishTexts: turkish('advert'),
    };
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
    turkishTexts: turkish('agency-page', 'properties'),
  };
}
