import { WEB_PAGE_PATTERNS } from './web-pages';

/** Every fixed segment of the web app's pages: "dashboard", "my-adverts", "registerconfirm"… */
const webPageWords = WEB_PAGE_PATTERNS.flatMap((pattern) =>
  pattern
    .split('/')
    .filter((part) => part !== '' && part !== '*' && !part.startsWith(':'))
    .map((part) => part.toLowerCase()),
);

/**
 * The words a slug may not be. `GET /api/adverts/{slug}` shares its place with the fixed
 * `/adverts/…` endpoints (an advert named "cities" could never be read), and a slug that names a
 * page, a server path or an editing action ("new", "edit") makes links that mean two things.
 */
const OTHER_RESERVED_WORDS = [
  // The fixed segments under /api/adverts/.
  'admin',
  'advertiser',
  'auth',
  'cities',
  'custom',
  'exp-proprety',
  'map',
  'places',
  'popular',
  'similar',
  'useradverts',
  // The first segments of the API's paths, under /api/.
  'admin-category',
  'advert-types',
  'agencies',
  'agency-invitations',
  'conversations',
  'countries',
  'districts',
  'logs',
  'pricedrops',
  'propertieskey',
  'report',
  'savedsearches',
  'tourrequest',
  'user',
  // Paths the server answers itself.
  'api',
  'assets',
  'docs',
  'favicon',
  'health',
  'images',
  'robots',
  'sitemap',
  'sitemap-pages',
  'static',
  'uploads',
  // Actions and pages a site commonly has or may add.
  'account',
  'advert',
  'adverts',
  // An agency's public page (docs/product.md#agencies).
  'agency',
  'categories',
  'category',
  'create',
  'delete',
  'edit',
  'favorites',
  'help',
  'home',
  'index',
  'logout',
  'messages',
  'new',
  'null',
  'privacy',
  'profile',
  'reset-password',
  'search',
  'settings',
  'terms',
  'undefined',
  'user',
  'users',
];

export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...webPageWords,
  ...OTHER_RESERVED_WORDS,
]);

/** The sitemap's pages: sitemap-adverts-0.xml, sitemap-adverts-1.xml… */
const SITEMAP_PAGE = /^sitemap-adverts-\d+$/;

/**
 * Whether a slug is a reserved word or names a sitemap page. Exact names only: a word with a
 * suffix ("admin-2") is free, so the slug generator always finds one.
 */
export function isReservedSlug(slug: string): boolean {
  const word = slug.trim().toLowerCase();
  return RESERVED_SLUGS.has(word) || SITEMAP_PAGE.test(word);
}
