import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { ROUTES } from '../lib/paths';
import { AppFrame } from './layouts/app-frame';
import { RootLayout } from './layouts/root-layout';
import { HomePage } from './routes/home-page';
import { RouteErrorPage } from './routes/route-error-page';

/** A route module: its page is the default export. */
type Loader = () => Promise<{ default: ComponentType }>;

/** A lazily loaded page: its code is fetched when the route is first visited. */
const page = (load: Loader) => async () => ({ Component: (await load()).default });

const D = ROUTES.dashboard;

const propertiesPage = () => import('./routes/properties-page');
// Not on the home page's first load: a mistyped address can wait for its page's code.
const notFoundPage = async () => ({
  Component: (await import('../components/not-found-page')).NotFoundPage,
});

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: ROUTES.propertiesAny, lazy: page(propertiesPage) },
  { path: ROUTES.propertiesSearch, lazy: page(propertiesPage) },
  {
    path: ROUTES.property,
    lazy: {
      loader: async () =>
        (await import('../features/adverts/public/advert-detail/api/get-advert-detail'))
          .advertDetailLoader,
      Component: async () =>
        (await import('../features/adverts/public/advert-detail/advert-detail-page'))
          .AdvertDetailPage,
    },
  },
  { path: ROUTES.about, lazy: page(() => import('./routes/about-page')) },
  { path: ROUTES.contact, lazy: page(() => import('./routes/contact-page')) },
  { path: ROUTES.privacyPolicy, lazy: page(() => import('./routes/privacy-policy-page')) },
  { path: ROUTES.login, lazy: page(() => import('./routes/login-page')) },
  { path: ROUTES.register, lazy: page(() => import('./routes/register-page')) },
  { path: ROUTES.forgotPassword, lazy: page(() => import('./routes/forgot-password-page')) },
  { path: ROUTES.reset, lazy: page(() => import('./routes/reset-page')) },
  { path: ROUTES.registerConfirm, lazy: page(() => import('./routes/register-confirm-page')) },
  {
    path: ROUTES.resendConfirmation,
    lazy: page(() => import('./routes/resend-confirmation-page')),
  },
  { path: ROUTES.emailConfirm, lazy: page(() => import('./routes/email-confirm-page')) },
  {
    path: ROUTES.emailChangeCancel,
    lazy: page(() => import('./routes/email-change-cancel-page')),
  },
  {
    path: ROUTES.emailChangeRevert,
    lazy: page(() => import('./routes/email-change-revert-page')),
  },
  { path: ROUTES.unauthorized, lazy: page(() => import('./routes/unauthorized-page')) },
  { path: ROUTES.addNewAdvert, lazy: page(() => import('./routes/new-advert-page')) },
  { path: ROUTES.newCategories, lazy: page(() => import('./routes/new-category-page')) },
  {
    path: ROUTES.savedSearchUnsubscribe,
    lazy: page(() => import('./routes/saved-search-unsubscribe-page')),
  },
  {
    path: ROUTES.priceDropsUnsubscribe,
    lazy: page(() => import('./routes/price-drops-unsubscribe-page')),
  },
  {
    path: ROUTES.agencyInvitation,
    lazy: page(() => import('./routes/agency-invitation-page')),
  },
  { path: ROUTES.agency, lazy: page(() => import('./routes/agency-page')) },
  { path: ROUTES.compare, lazy: page(() => import('./routes/compare-page')) },
  { path: ROUTES.notFound, lazy: notFoundPage },
];

// Each dashboard page's module wraps it in its role guard (docs/product.md#page-access), so the
// guard and its access table load with the back office, never with the home page.
const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/dashboard/overview-page')) },
  { path: D.newCategories, lazy: page(() => import('./routes/dashboard/new-category-page')) },
  { path: D.users, lazy: page(() => import('./routes/dashboard/users-page')) },
  { path: D.categories, lazy: page(() => import('./routes/dashboard/categories-page')) },
  { path: D.adverts, lazy: page(() => import('./routes/dashboard/adverts-page')) },
  { path: D.advertReview, lazy: page(() => import('./routes/dashboard/advert-review-page')) },
  { path: D.myAdverts, lazy: page(() => import('./routes/dashboard/my-adverts-page')) },
  { path: D.favorites, lazy: page(() => import('./routes/dashboard/favorites-page')) },
  { path: D.advertTypes, lazy: page(() => import('./routes/dashboard/advert-types-page')) },
  // No role guard (docs/product.md#page-access); the dashboard frame already sends visitors to
  // /login.
  { path: D.addNewAdvert, lazy: page(() => import('./routes/dashboard/new-advert-page')) },
  { path: D.myProfile, lazy: page(() => import('./routes/dashboard/my-profile-page')) },
  { path: D.changePassword, lazy: page(() => import('./routes/dashboard/change-password-page')) },
  { path: D.tourRequests, lazy: page(() => import('./routes/dashboard/tour-requests-page')) },
  { path: D.reports, lazy: page(() => import('./routes/dashboard/reports-page')) },
  {
    path: D.contactMessages,
    lazy: page(() => import('./routes/dashboard/contact-messages-page')),
  },
  { path: D.webSite, lazy: page(() => import('./routes/dashboard/web-site-page')) },
  { path: D.timeZones, lazy: page(() => import('./routes/dashboard/time-zones-page')) },
  {
    path: D.exchangeRates,
    lazy: page(() => import('./routes/dashboard/exchange-rates-page')),
  },
  { path: D.savedSearches, lazy: page(() => import('./routes/dashboard/saved-searches-page')) },
  { path: D.messages, lazy: page(() => import('./routes/dashboard/messages-page')) },
  {
    path: D.conversationReports,
    lazy: page(() => import('./routes/dashboard/conversation-reports-page')),
  },
  { path: D.myAgency, lazy: page(() => import('./routes/dashboard/my-agency-page')) },
  { path: D.agencies, lazy: page(() => import('./routes/dashboard/agencies-page')) },
  { path: D.notFound, lazy: notFoundPage },
];

/** Every route of the web app (docs/product.md#page-access). */
export const routes: RouteObject[] = [
  {
    path: ROUTES.root,
    element: <AppFrame />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <RootLayout />,
        children: [{ errorElement: <RouteErrorPage />, children: publicRoutes }],
      },
      {
        path: D.root,
        lazy: page(() => import('./layouts/dashboard-layout')),
        children: [{ errorElement: <RouteErrorPage />, children: dashboardRoutes }],
      },
    ],
  },
];
