import type { Role } from '@estate/contracts';
import { paths } from '../paths';

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

const HOME = item('Home', paths.home(), 'house');
const ADVERTS = item('Manage Adverts', paths.dashboard.adverts(), 'card-checklist');
const MY_ADVERTS = item('My Adverts', paths.dashboard.myAdverts(), 'houses');
const FAVORITES = item('My Favourites', paths.dashboard.favorites(), 'heart');
const CATEGORIES = item('Manage Categories', paths.dashboard.categories(), 'tags');
const ADVERT_TYPES = item('Manage Advert Types', paths.dashboard.advertTypes(), 'signpost-split');
const USERS = item('Manage Users', paths.dashboard.users(), 'people');
const TOUR_REQUESTS = item(
  'Manage Tour Requests',
  paths.dashboard.tourRequests(),
  'calendar-check',
);
const MY_TOUR_REQUESTS = item('My Tour Requests', paths.dashboard.tourRequests(), 'calendar-check');
const REPORTS = item('Reports', paths.dashboard.reports(), 'bar-chart-line');
const CONTACT_MESSAGES = item('Contact Messages', paths.dashboard.contactMessages(), 'envelope');
const WEB_SITE = item('Web Site', paths.dashboard.webSite(), 'globe2');
const TIME_ZONES = item('Time Zones', paths.dashboard.timeZones(), 'clock');
const EXCHANGE_RATES = item('Exchange Rates', paths.dashboard.exchangeRates(), 'bank');
const MESSAGES = item('Messages', paths.dashboard.messages(), 'chat-dots');
const CONVERSATION_REPORTS = item(
  'Reported Conversations',
  paths.dashboard.conversationReports(),
  'shield-lock',
);
const AGENCIES = item('Agencies', paths.dashboard.agencies(), 'building-check');
const MY_AGENCY = item('My Agency', paths.dashboard.myAgency(), 'building');
const SAVED_SEARCHES = item('Saved Searches', paths.dashboard.savedSearches(), 'bookmark-star');
const MY_PROFILE = item('My Profile', paths.dashboard.myProfile(), 'person-circle');
const CHANGE_PASSWORD = item('Change Password', paths.dashboard.changePassword(), 'key');

const ADMIN_MENU: readonly MenuItem[] = [
  HOME,
  ADVERTS,
  MY_ADVERTS,
  FAVORITES,
  CATEGORIES,
  ADVERT_TYPES,
  USERS,
  TOUR_REQUESTS,
  REPORTS,
  CONTACT_MESSAGES,
  MESSAGES,
  CONVERSATION_REPORTS,
  AGENCIES,
  WEB_SITE,
  TIME_ZONES,
  EXCHANGE_RATES,
  SAVED_SEARCHES,
  MY_PROFILE,
  CHANGE_PASSWORD,
];

/** Menu links by role (docs/product.md#page-access); the role is compared in lower case. */
export const MENUS: Readonly<Record<string, readonly MenuItem[]>> = {
  admin: ADMIN_MENU,
  manager: ADMIN_MENU.filter((entry) => entry !== REPORTS),
  customer: [
    HOME,
    MY_ADVERTS,
    FAVORITES,
    MY_TOUR_REQUESTS,
    CONTACT_MESSAGES,
    MESSAGES,
    SAVED_SEARCHES,
    MY_AGENCY,
    MY_PROFILE,
    CHANGE_PASSWORD,
  ],
};

export function menuFor(role: Role | string | undefined): readonly MenuItem[] {
  return (role && MENUS[role.toLowerCase()]) || [];
}
