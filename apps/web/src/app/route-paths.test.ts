import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { routes } from './route-objects';

/** The full pattern of the deepest route the router matches for a path (query ignored). */
function matchedPattern(url: string): string {
  const pathname = url.split('?')[0]!;
  const matches = matchRoutes(routes, pathname) ?? [];
  const joined = `/${matches.map((m) => m.route.path ?? '').join('/')}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

// Each builder, the address it must give word for word, and the route pattern it must open.
const CASES: [name: string, built: string, address: string, pattern: string][] = [
  ['home', paths.home(), '/', '/'],
  ['properties', paths.properties(), '/properties', '/properties/*'],
  [
    'propertiesSearch',
    paths.propertiesSearch({ advertTypeId: '1', categoryId: '0', searchText: 'sea view' }),
    '/properties/1/0/sea%20view',
    '/properties/:advertTypeId/:categoryId/:searchText',
  ],
  ['property', paths.property('villa-by-the-sea'), '/property/villa-by-the-sea', '/property/:slug'],
  ['about', paths.about(), '/about', '/about'],
  ['contact', paths.contact(), '/contact', '/contact'],
  ['privacyPolicy', paths.privacyPolicy(), '/Privacy-Policy', '/Privacy-Policy'],
  ['login', paths.login(), '/login', '/login'],
  ['register', paths.register(), '/register', '/register'],
  ['forgotPassword', paths.forgotPassword(), '/forgot-password', '/forgot-password'],
  ['reset', paths.reset(), '/reset', '/reset'],
  [
    'registerConfirm',
    paths.registerConfirm('abc123'),
    '/registerConfirm/abc123',
    '/registerConfirm/:code',
  ],
  [
    'resendConfirmation',
    paths.resendConfirmation(),
    '/resend-confirmation',
    '/resend-confirmation',
  ],
  ['emailConfirm', paths.emailConfirm('abc123'), '/email-confirm/abc123', '/email-confirm/:code'],
  [
    'emailChangeCancel',
    paths.emailChangeCancel('abc123'),
    '/email-change/cancel/abc123',
    '/email-change/cancel/:code',
  ],
  [
    'emailChangeRevert',
    paths.emailChangeRevert('abc123'),
    '/email-change/revert/abc123',
    '/email-change/revert/:code',
  ],
  ['unauthorized', paths.unauthorized(), '/unauthorized', '/unauthorized'],
  ['addNewAdvert', paths.addNewAdvert(), '/add-new-advert', '/add-new-advert'],
  ['newCategories', paths.newCategories(), '/new-categories', '/new-categories'],
  [
    'savedSearchUnsubscribe',
    paths.savedSearchUnsubscribe('7.abc'),
    '/saved-searches/unsubscribe/7.abc',
    '/saved-searches/unsubscribe/:token',
  ],
  [
    'priceDropsUnsubscribe',
    paths.priceDropsUnsubscribe('7.abc'),
    '/price-drops/unsubscribe/7.abc',
    '/price-drops/unsubscribe/:token',
  ],
  [
    'agencyInvitation',
    paths.agencyInvitation('tok_1'),
    '/agency-invitation/tok_1',
    '/agency-invitation/:token',
  ],
  ['agency', paths.agency('moda-emlak'), '/agency/moda-emlak', '/agency/:slug'],
  ['compare', paths.compare([3, 9]), '/compare?ids=3,9', '/compare'],
  [
    'dashboard.myAgency',
    paths.dashboard.myAgency(),
    '/dashboard/my-agency',
    '/dashboard/my-agency',
  ],
  ['dashboard.agencies', paths.dashboard.agencies(), '/dashboard/agencies', '/dashboard/agencies'],
  ['dashboard.home', paths.dashboard.home(), '/dashboard', '/dashboard'],
  [
    'dashboard.newCategories',
    paths.dashboard.newCategories(),
    '/dashboard/new-categories',
    '/dashboard/new-categories',
  ],
  ['dashboard.users', paths.dashboard.users(), '/dashboard/users', '/dashboard/users'],
  [
    'dashboard.categories',
    paths.dashboard.categories(),
    '/dashboard/categories',
    '/dashboard/categories',
  ],
  ['dashboard.adverts', paths.dashboard.adverts(), '/dashboard/adverts', '/dashboard/adverts'],
  [
    'dashboard.advertReview',
    paths.dashboard.advertReview(7),
    '/dashboard/adverts/review/7',
    '/dashboard/adverts/review/:id',
  ],
  [
    'dashboard.favorites',
    paths.dashboard.favorites(),
    '/dashboard/favorites',
    '/dashboard/favorites',
  ],
  [
    'dashboard.advertEdit',
    paths.dashboard.advertEdit(7),
    '/dashboard/adverts?edit=7',
    '/dashboard/adverts',
  ],
  [
    'dashboard.reviewQueue',
    paths.dashboard.reviewQueue(),
    '/dashboard/adverts?status=0',
    '/dashboard/adverts',
  ],
  [
    'dashboard.myAdverts',
    paths.dashboard.myAdverts(),
    '/dashboard/my-adverts',
    '/dashboard/my-adverts',
  ],
  [
    'dashboard.advertTypes',
    paths.dashboard.advertTypes(),
    '/dashboard/advert-types',
    '/dashboard/advert-types',
  ],
  [
    'dashboard.conversationReports',
    paths.dashboard.conversationReports(),
    '/dashboard/conversation-reports',
    '/dashboard/conversation-reports',
  ],
  [
    'dashboard.timeZones',
    paths.dashboard.timeZones(),
    '/dashboard/time-zones',
    '/dashboard/time-zones',
  ],
  [
    'dashboard.exchangeRates',
    paths.dashboard.exchangeRates(),
    '/dashboard/exchange-rates',
    '/dashboard/exchange-rates',
  ],
  [
    'dashboard.addNewAdvert',
    paths.dashboard.addNewAdvert(),
    '/dashboard/add-new-advert',
    '/dashboard/add-new-advert',
  ],
  [
    'dashboard.myProfile',
    paths.dashboard.myProfile(),
    '/dashboard/my-profile',
    '/dashboard/my-profile',
  ],
  [
    'dashboard.changePassword',
    paths.dashboard.changePassword(),
    '/dashboard/change-password',
    '/dashboard/change-password',
  ],
  [
    'dashboard.tourRequests',
    paths.dashboard.tourRequests(),
    '/dashboard/tour-requests',
    '/dashboard/tour-requests',
  ],
  ['dashboard.reports', paths.dashboard.reports(), '/dashboard/reports', '/dashboard/reports'],
  [
    'dashboard.contactMessages',
    paths.dashboard.contactMessages(),
    '/dashboard/contact-messages',
    '/dashboard/contact-messages',
  ],
  ['dashboard.webSite', paths.dashboard.webSite(), '/dashboard/web-site', '/dashboard/web-site'],
  [
    'dashboard.savedSearches',
    paths.dashboard.savedSearches(),
    '/dashboard/saved-searches',
    '/dashboard/saved-searches',
  ],
  ['dashboard.messages', paths.dashboard.messages(), '/dashboard/messages', '/dashboard/messages'],
  [
    'dashboard.messageThread',
    paths.dashboard.messageThread(12),
    '/dashboard/messages?thread=12',
    '/dashboard/messages',
  ],
];

describe('route paths', () => {
  it.each(CASES)(
    '%s builds %s, which the router opens as its page',
    (_, built, address, pattern) => {
      expect(built).toBe(address);
      expect(matchedPattern(built)).toBe(pattern);
    },
  );

  it('covers every builder', () => {
    const builders = [
      ...Object.keys(paths).filter((key) => key !== 'dashboard'),
      ...Object.keys(paths.dashboard).map((key) => `dashboard.${key}`),
    ];
    expect(CASES.map(([name]) => name).sort()).toEqual(builders.sort());
  });

  it('sends an unknown address to the not-found page', () => {
    expect(matchedPattern('/no-such-page')).toBe('/*');
    expect(matchedPattern('/dashboard/no-such-page')).toBe('/dashboard/*');
  });
});
