import english from './locales/en/dashboard.json';
import { registerPageTexts } from './page-texts';

/**
 * The dashboard frame's texts (side menu, overview and its tiles): shared by the layout and the
 * features it draws, loaded with the dashboard's lazy chunks, never with the home page
 * (docs/product.md#first-load).
 */
export const useDashboardT = registerPageTexts(
  'dashboard',
  english,
  () => import('./locales/tr/dashboard.json'),
);

export type DashboardTextKey = keyof typeof english;

/** The menu's English labels (lib/access) and their texts. */
const MENU_LABELS: Record<string, DashboardTextKey> = {
  Home: 'menu.home',
  'Manage Adverts': 'menu.manageAdverts',
  'My Adverts': 'menu.myAdverts',
  'My Favourites': 'menu.myFavourites',
  'Manage Categories': 'menu.manageCategories',
  'Manage Advert Types': 'menu.manageAdvertTypes',
  'Manage Users': 'menu.manageUsers',
  'Manage Tour Requests': 'menu.manageTourRequests',
  'My Tour Requests': 'menu.myTourRequests',
  Reports: 'menu.reports',
  'Contact Messages': 'menu.contactMessages',
  'Web Site': 'menu.webSite',
  'Time Zones': 'menu.timeZones',
  'Exchange Rates': 'menu.exchangeRates',
  Messages: 'menu.messages',
  'Reported Conversations': 'menu.conversationReports',
  Agencies: 'menu.agencies',
  'My Agency': 'menu.myAgency',
  'Saved Searches': 'menu.savedSearches',
  'My Profile': 'menu.myProfile',
  'Change Password': 'menu.changePassword',
  Dashboard: 'dashboard',
};

/** A menu label in the reader's language; one not listed stays as it is. */
export function menuLabel(t: ReturnType<typeof useDashboardT>, label: string): string {
  const key = MENU_LABELS[label];
  return key ? t(key) : label;
}
