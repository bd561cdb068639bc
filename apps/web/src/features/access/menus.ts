import type { Role } from '@estate/contracts';

/*
 * Staff pages read "Manage …" so that a menu entry never shares its name with the overview tile
 * that leads to the same page ("Categories 6"): each link has a name of its own.
 */
export interface MenuItem {
  label: string;
  path: string;
  /** A Bootstrap Icons name. */
  icon: string;
}

const item = (label: string, path: string, icon: string): MenuItem => ({ label, path, icon });

const HOME = item('Home', '/', 'house');
const ADVERTS = item('Manage Adverts', '/dashboard/adverts', 'card-checklist');
const MY_ADVERTS = item('My Adverts', '/dashboard/my-adverts', 'houses');
const CATEGORIES = item('Manage Categories', '/dashboard/categories', 'tags');
const ADVERT_TYPES = item('Manage Advert Types', '/dashboard/advert-types', 'signpost-split');
const USERS = item('Manage Users', '/dashboard/users', 'people');
const TOUR_REQUESTS = item('Manage Tour Requests', '/dashboard/tour-requests', 'calendar-check');
const MY_TOUR_REQUESTS = item('My Tour Requests', '/dashboard/tour-requests', 'calendar-check');
const REPORTS = item('Reports', '/dashboard/reports', 'bar-chart-line');
const CONTACT_MESSAGES = item('Contact Messages', '/dashboard/contact-messages', 'envelope');
const WEB_SITE = item('Web Site', '/dashboard/web-site', 'globe2');
const MY_PROFILE = item('My Profile', '/dashboard/my-profile', 'person-circle');
const CHANGE_PASSWORD = item('Change Password', '/dashboard/change-password', 'key');

const ADMIN_MENU: readonly MenuItem[] = [
  HOME,
  ADVERTS,
  MY_ADVERTS,
  CATEGORIES,
  ADVERT_TYPES,
  USERS,
  TOUR_REQUESTS,
  REPORTS,
  CONTACT_MESSAGES,
  WEB_SITE,
  MY_PROFILE,
  CHANGE_PASSWORD,
];

/** Menu links by role (docs/product.md#page-access); the role is compared in lower case. */
export const MENUS: Readonly<Record<string, readonly MenuItem[]>> = {
  admin: ADMIN_MENU,
  manager: ADMIN_MENU.filter((entry) => entry !== REPORTS),
  customer: [HOME, MY_ADVERTS, MY_TOUR_REQUESTS, CONTACT_MESSAGES, MY_PROFILE, CHANGE_PASSWORD],
};

export function menuFor(role: Role | string | undefined): readonly MenuItem[] {
  return (role && MENUS[role.toLowerCase()]) || [];
}
