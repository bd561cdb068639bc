/**
 * Every address of the web app, once (docs/product.md#page-access): the web app's router and links
 * (apps/web/src/lib/paths.ts) and the API's e-mails, calendar files and SEO pages build them here.
 * `SITE_ROUTES` holds the patterns as the router nests them (relative to their parent); `sitePaths`
 * builds absolute paths, every parameter and query value encoded. The addresses are requirements
 * word for word. No imports: the web app loads this with its first code, without zod.
 */
const PROPERTIES = 'properties';

export const SITE_ROUTES = {
  root: '/',
  propertiesAny: `${PROPERTIES}/*`,
  propertiesSearch: `${PROPERTIES}/:advertTypeId/:categoryId/:searchText`,
  property: 'property/:slug',
  about: 'about',
  contact: 'contact',
  privacyPolicy: 'Privacy-Policy',
  login: 'login',
  register: 'register',
  forgotPassword: 'forgot-password',
  reset: 'reset',
  registerConfirm: 'registerConfirm/:code',
  resendConfirmation: 'resend-confirmation',
  emailConfirm: 'email-confirm/:code',
  emailChangeCancel: 'email-change/cancel/:code',
  emailChangeRevert: 'email-change/revert/:code',
  unauthorized: 'unauthorized',
  addNewAdvert: 'add-new-advert',
  newCategories: 'new-categories',
  savedSearchUnsubscribe: 'saved-searches/unsubscribe/:token',
  priceDropsUnsubscribe: 'price-drops/unsubscribe/:token',
  agencyInvitation: 'agency-invitation/:token',
  agency: 'agency/:slug',
  compare: 'compare',
  notFound: '*',
  dashboard: {
    root: 'dashboard',
    newCategories: 'new-categories',
    users: 'users',
    categories: 'categories',
    adverts: 'adverts',
    advertReview: 'adverts/review/:id',
    myAdverts: 'my-adverts',
    favorites: 'favorites',
    advertTypes: 'advert-types',
    addNewAdvert: 'add-new-advert',
    myProfile: 'my-profile',
    changePassword: 'change-password',
    tourRequests: 'tour-requests',
    reports: 'reports',
    contactMessages: 'contact-messages',
    webSite: 'web-site',
    savedSearches: 'saved-searches',
    messages: 'messages',
    conversationReports: 'conversation-reports',
    timeZones: 'time-zones',
    exchangeRates: 'exchange-rates',
    myAgency: 'my-agency',
    agencies: 'agencies',
    notFound: '*',
  },
} as const;

/** An absolute path of a top-level pattern, its `:name` segments filled in (encoded). */
const top = (pattern: string, params: Record<string, string> = {}) =>
  `/${pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;

/** An absolute path of a dashboard page. */
const dash = (pattern: string) => `${top(SITE_ROUTES.dashboard.root)}/${pattern}`;

/** `path` with a query string of `query` (names and values encoded), or `path` alone if empty. */
export const withQuery = (path: string, query: Readonly<Record<string, string | number>>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

const DASHBOARD = SITE_ROUTES.dashboard;

/** Builders of the site's absolute paths; the API puts its public address in front. */
export const sitePaths = {
  home: () => SITE_ROUTES.root,
  /** The property list, its filters in the query string (`query`, as the page names them). */
  properties: (query: Readonly<Record<string, string>> = {}) => withQuery(top(PROPERTIES), query),
  /** A home search's list path (adverts' searchPath fills in the "any" segments). */
  propertiesSearch: (segments: { advertTypeId: string; categoryId: string; searchText: string }) =>
    top(SITE_ROUTES.propertiesSearch, segments),
  property: (slug: string) => top(SITE_ROUTES.property, { slug }),
  about: () => top(SITE_ROUTES.about),
  contact: () => top(SITE_ROUTES.contact),
  privacyPolicy: () => top(SITE_ROUTES.privacyPolicy),
  login: () => top(SITE_ROUTES.login),
  register: () => top(SITE_ROUTES.register),
  forgotPassword: () => top(SITE_ROUTES.forgotPassword),
  reset: () => top(SITE_ROUTES.reset),
  registerConfirm: (code: string) => top(SITE_ROUTES.registerConfirm, { code }),
  /** "Didn't get the e-mail?": the confirmation link sent again. */
  resendConfirmation: () => top(SITE_ROUTES.resendConfirmation),
  /** The landing page of the link that confirms a change of e-mail address. */
  emailConfirm: (code: string) => top(SITE_ROUTES.emailConfirm, { code }),
  /** The old address's ways back from a change of e-mail (docs/product.md#change-of-e-mail). */
  emailChangeCancel: (code: string) => top(SITE_ROUTES.emailChangeCancel, { code }),
  emailChangeRevert: (code: string) => top(SITE_ROUTES.emailChangeRevert, { code }),
  unauthorized: () => top(SITE_ROUTES.unauthorized),
  addNewAdvert: () => top(SITE_ROUTES.addNewAdvert),
  newCategories: () => top(SITE_ROUTES.newCategories),
  /** The landing page of an alert e-mail's unsubscribe link. */
  savedSearchUnsubscribe: (token: string) => top(SITE_ROUTES.savedSearchUnsubscribe, { token }),
  /** The landing page of a price-drop e-mail's unsubscribe link. */
  priceDropsUnsubscribe: (token: string) => top(SITE_ROUTES.priceDropsUnsubscribe, { token }),
  /** The landing page of an agency's e-mailed invitation (docs/product.md#agencies). */
  agencyInvitation: (token: string) => top(SITE_ROUTES.agencyInvitation, { token }),
  /** An agency's public page with its adverts (docs/product.md#agency-page). */
  agency: (slug: string) => top(SITE_ROUTES.agency, { slug }),
  /** Compare side by side; the ids go in the query string, so the address can be shared. */
  compare: (ids: number[]) => `${top(SITE_ROUTES.compare)}?ids=${ids.join(',')}`,
  dashboard: {
    home: () => top(DASHBOARD.root),
    newCategories: () => dash(DASHBOARD.newCategories),
    users: () => dash(DASHBOARD.users),
    categories: () => dash(DASHBOARD.categories),
    adverts: () => dash(DASHBOARD.adverts),
    /** Manage Adverts with one advert's editor open. */
    advertEdit: (advertId: number) => withQuery(dash(DASHBOARD.adverts), { edit: advertId }),
    /** One advert of the queue under review; `search` keeps the list's filters (its queue). */
    advertReview: (advertId: number, search = '') =>
      `${dash(DASHBOARD.adverts)}/review/${advertId}${search ? `?${search}` : ''}`,
    /** Manage Adverts showing the pending ones: the review queue. */
    reviewQueue: () => withQuery(dash(DASHBOARD.adverts), { status: 0 }),
    myAdverts: () => dash(DASHBOARD.myAdverts),
    favorites: () => dash(DASHBOARD.favorites),
    advertTypes: () => dash(DASHBOARD.advertTypes),
    addNewAdvert: () => dash(DASHBOARD.addNewAdvert),
    myProfile: () => dash(DASHBOARD.myProfile),
    changePassword: () => dash(DASHBOARD.changePassword),
    tourRequests: () => dash(DASHBOARD.tourRequests),
    reports: () => dash(DASHBOARD.reports),
    contactMessages: () => dash(DASHBOARD.contactMessages),
    webSite: () => dash(DASHBOARD.webSite),
    savedSearches: () => dash(DASHBOARD.savedSearches),
    messages: () => dash(DASHBOARD.messages),
    /** The Messages page with one conversation open. */
    messageThread: (threadId: number) => withQuery(dash(DASHBOARD.messages), { thread: threadId }),
    conversationReports: () => dash(DASHBOARD.conversationReports),
    timeZones: () => dash(DASHBOARD.timeZones),
    exchangeRates: () => dash(DASHBOARD.exchangeRates),
    myAgency: () => dash(DASHBOARD.myAgency),
    agencies: () => dash(DASHBOARD.agencies),
  },
} as const;
