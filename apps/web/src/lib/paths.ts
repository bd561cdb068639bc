/**
 * Every route of the web app, once (docs/product.md#page-access). `ROUTES` holds the patterns as
 * the router nests them (relative to their parent); `paths` builds the absolute addresses that
 * links, navigations and redirects use. The addresses are requirements word for word.
 */
const PROPERTIES = 'properties';

export const ROUTES = {
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
    notFound: '*',
  },
} as const;

/** An absolute path of a top-level pattern, its `:name` segments filled in (encoded). */
const top = (pattern: string, params: Record<string, string> = {}) =>
  `/${pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;

/** An absolute path of a dashboard page. */
const dash = (pattern: string) => `${top(ROUTES.dashboard.root)}/${pattern}`;

/** Builders of the app's addresses; query strings are added by the callers' URL helpers. */
export const paths = {
  home: () => ROUTES.root,
  /** The property list; its filters go in the query string (adverts' list-state helpers). */
  properties: () => top(PROPERTIES),
  /** A home search's list path (adverts' searchPath fills in the "any" segments). */
  propertiesSearch: (segments: { advertTypeId: string; categoryId: string; searchText: string }) =>
    top(ROUTES.propertiesSearch, segments),
  property: (slug: string) => top(ROUTES.property, { slug }),
  about: () => top(ROUTES.about),
  contact: () => top(ROUTES.contact),
  privacyPolicy: () => top(ROUTES.privacyPolicy),
  login: () => top(ROUTES.login),
  register: () => top(ROUTES.register),
  forgotPassword: () => top(ROUTES.forgotPassword),
  reset: () => top(ROUTES.reset),
  registerConfirm: (code: string) => top(ROUTES.registerConfirm, { code }),
  /** "Didn't get the e-mail?": the confirmation link sent again. */
  resendConfirmation: () => top(ROUTES.resendConfirmation),
  /** The landing page of the link that confirms a change of e-mail address. */
  emailConfirm: (code: string) => top(ROUTES.emailConfirm, { code }),
  /** The old address's ways back from a change of e-mail (docs/product.md#change-of-e-mail). */
  emailChangeCancel: (code: string) => top(ROUTES.emailChangeCancel, { code }),
  emailChangeRevert: (code: string) => top(ROUTES.emailChangeRevert, { code }),
  unauthorized: () => top(ROUTES.unauthorized),
  addNewAdvert: () => top(ROUTES.addNewAdvert),
  newCategories: () => top(ROUTES.newCategories),
  /** The landing page of an alert e-mail's unsubscribe link. */
  savedSearchUnsubscribe: (token: string) => top(ROUTES.savedSearchUnsubscribe, { token }),
  /** The landing page of a price-drop e-mail's unsubscribe link. */
  priceDropsUnsubscribe: (token: string) => top(ROUTES.priceDropsUnsubscribe, { token }),
  /** Compare side by side; the ids go in the query string, so the address can be shared. */
  compare: (ids: number[]) => `${top(ROUTES.compare)}?ids=${ids.join(',')}`,
  dashboard: {
    home: () => top(ROUTES.dashboard.root),
    newCategories: () => dash(ROUTES.dashboard.newCategories),
    users: () => dash(ROUTES.dashboard.users),
    categories: () => dash(ROUTES.dashboard.categories),
    adverts: () => dash(ROUTES.dashboard.adverts),
    /** Manage Adverts with one advert's editor open. */
    advertEdit: (advertId: number) => `${dash(ROUTES.dashboard.adverts)}?edit=${advertId}`,
    /** One advert of the queue under review; `search` keeps the list's filters (its queue). */
    advertReview: (advertId: number, search = '') =>
      `${dash(ROUTES.dashboard.adverts)}/review/${advertId}${search ? `?${search}` : ''}`,
    /** Manage Adverts showing the pending ones: the review queue. */
    reviewQueue: () => `${dash(ROUTES.dashboard.adverts)}?status=0`,
    myAdverts: () => dash(ROUTES.dashboard.myAdverts),
    favorites: () => dash(ROUTES.dashboard.favorites),
    advertTypes: () => dash(ROUTES.dashboard.advertTypes),
    addNewAdvert: () => dash(ROUTES.dashboard.addNewAdvert),
    myProfile: () => dash(ROUTES.dashboard.myProfile),
    changePassword: () => dash(ROUTES.dashboard.changePassword),
    tourRequests: () => dash(ROUTES.dashboard.tourRequests),
    reports: () => dash(ROUTES.dashboard.reports),
    contactMessages: () => dash(ROUTES.dashboard.contactMessages),
    webSite: () => dash(ROUTES.dashboard.webSite),
    savedSearches: () => dash(ROUTES.dashboard.savedSearches),
    messages: () => dash(ROUTES.dashboard.messages),
    conversationReports: () => dash(ROUTES.dashboard.conversationReports),
    timeZones: () => dash(ROUTES.dashboard.timeZones),
    exchangeRates: () => dash(ROUTES.dashboard.exchangeRates),
  },
} as const;
