import type { Role } from '@estate/contracts';

const EVERY_ROLE: readonly Role[] = ['ADMIN', 'MANAGER', 'CUSTOMER'];
const STAFF: readonly Role[] = ['ADMIN', 'MANAGER'];

/**
 * Which roles may open each guarded page (docs/product.md#page-access). `null` lets any logged-in
 * user in. tourRequests lets customers in: they use the page as "My Tour Requests"
 * (docs/product.md#tour-requests), see docs/decisions/0004-web-route-guards.md.
 */
export const PAGE_ACCESS = {
  dashboard: EVERY_ROLE,
  adverts: EVERY_ROLE,
  contactMessages: EVERY_ROLE,
  reports: EVERY_ROLE,
  customer: STAFF,
  advertType: STAFF,
  categories: STAFF,
  tourRequests: EVERY_ROLE,
  newCategories: STAFF,
  webSite: STAFF,
  timeZones: STAFF,
  exchangeRates: STAFF,
  savedSearches: EVERY_ROLE,
  messages: EVERY_ROLE,
  conversationReports: STAFF,
  agencies: STAFF,
  favorites: EVERY_ROLE,
  myProfile: null,
  changePassword: null,
} as const satisfies Record<string, readonly Role[] | null>;

export type PageAccessKey = keyof typeof PAGE_ACCESS;

export function canOpen(page: PageAccessKey, role: Role | undefined): boolean {
  if (!role) return false;
  const allowed: readonly Role[] | null = PAGE_ACCESS[page];
  return (allowed ?? [role]).includes(role);
}
