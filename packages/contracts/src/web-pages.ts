/**
 * The web app's pages (docs/product.md#page-access) as URL patterns, as React Router reads them:
 * `:name` stands for one path segment, a final `*` for any number of them (none included). The
 * server answers any other path with the app's not-found page and a real 404 status, so search
 * engines do not index "soft" not-found pages. The web router's own routes are checked against this
 * list by a test (apps/web/src/app/route-objects.test.tsx).
 */
export const WEB_PAGE_PATTERNS = [
  '/',
  '/properties/*',
  '/properties/:advertTypeId/:categoryId/:searchText',
  '/property/:slug',
  '/about',
  '/contact',
  '/Privacy-Policy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset',
  '/registerConfirm/:code',
  '/resend-confirmation',
  '/email-confirm/:code',
  '/email-change/cancel/:code',
  '/email-change/revert/:code',
  '/unauthorized',
  '/add-new-advert',
  '/new-categories',
  '/saved-searches/unsubscribe/:token',
  '/price-drops/unsubscribe/:token',
  '/agency-invitation/:token',
  '/agency/:slug',
  '/compare',
  '/dashboard',
  '/dashboard/new-categories',
  '/dashboard/users',
  '/dashboard/categories',
  '/dashboard/adverts',
  '/dashboard/adverts/review/:id',
  '/dashboard/my-adverts',
  '/dashboard/favorites',
  '/dashboard/advert-types',
  '/dashboard/add-new-advert',
  '/dashboard/my-profile',
  '/dashboard/change-password',
  '/dashboard/tour-requests',
  '/dashboard/reports',
  '/dashboard/contact-messages',
  '/dashboard/web-site',
  '/dashboard/time-zones',
  '/dashboard/exchange-rates',
  '/dashboard/saved-searches',
  '/dashboard/messages',
  '/dashboard/conversation-reports',
  '/dashboard/my-agency',
  '/dashboard/agencies',
] as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, segments: string[]): boolean {
  const parts = segmentsOf(pattern);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '*') return true;
    const segment = segments[i];
    if (segment === undefined) return false;
    // React Router matches paths case-insensitively.
    if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return segments.length === parts.length;
}

/** Whether the web app has a page at `pathname` (trailing slashes and case aside). */
export function isWebPage(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return WEB_PAGE_PATTERNS.some((pattern) => matches(pattern, segments));
}
