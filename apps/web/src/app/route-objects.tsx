import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import type { PageAccessKey } from '../features/access';
import { ProtectedRoute } from './guards/protected-route';
import { AppFrame } from './layouts/app-frame';
import { RootLayout } from './layouts/root-layout';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

type Loader<M> = () => Promise<M>;

/** A lazily loaded page: its code is fetched when the route is first visited. */
const page =
  <M,>(load: Loader<M>, pick: (m: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** A lazily loaded page behind the role guard of specification §6. */
const guarded =
  <M,>(access: PageAccessKey, load: Loader<M>, pick: (m: M) => ComponentType) =>
  async () => {
    const Page = pick(await load());
    function GuardedPage() {
      return (
        <ProtectedRoute access={access}>
          <Page />
        </ProtectedRoute>
      );
    }
    return { Component: GuardedPage };
  };

const propertiesPage = () => import('./routes/properties-page');

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'properties/*', lazy: page(propertiesPage, (m) => m.default) },
  {
    path: 'properties/:advertTypeId/:categoryId/:searchText',
    lazy: page(propertiesPage, (m) => m.default),
  },
  {
    path: 'property/:slug',
    lazy: {
      loader: async () =>
        (await import('../features/advert-detail/api/get-advert-detail')).advertDetailLoader,
      Component: async () =>
        (await import('../features/advert-detail/advert-detail-page')).AdvertDetailPage,
    },
  },
  {
    path: 'about',
    lazy: page(
      () => import('./routes/about-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'contact',
    lazy: page(
      () => import('./routes/contact-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'Privacy-Policy',
    lazy: page(
      () => import('./routes/privacy-policy-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'login',
    lazy: page(
      () => import('./routes/login-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'register',
    lazy: page(
      () => import('./routes/register-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'forgot-password',
    lazy: page(
      () => import('./routes/forgot-password-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'reset',
    lazy: page(
      () => import('./routes/reset-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'registerConfirm/:code',
    lazy: page(
      () => import('./routes/register-confirm-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'unauthorized',
    lazy: page(
      () => import('./routes/unauthorized-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'add-new-advert',
    lazy: page(
      () => import('./routes/new-advert-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'new-categories',
    lazy: page(
      () => import('./routes/new-category-page'),
      (m) => m.default,
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: guarded(
      'dashboard',
      () => import('./routes/dashboard/overview-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'new-categories',
    lazy: guarded(
      'newCategories',
      () => import('./routes/dashboard/new-category-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'users',
    lazy: guarded(
      'customer',
      () => import('./routes/dashboard/users-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'categories',
    lazy: guarded(
      'categories',
      () => import('./routes/dashboard/categories-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'adverts',
    lazy: guarded(
      'adverts',
      () => import('./routes/dashboard/adverts-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'my-adverts',
    lazy: guarded(
      'adverts',
      () => import('./routes/dashboard/my-adverts-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'advert-types',
    lazy: guarded(
      'advertType',
      () => import('./routes/dashboard/advert-types-page'),
      (m) => m.default,
    ),
  },
  // No role guard (specification §2); the dashboard frame already sends visitors to /login.
  {
    path: 'add-new-advert',
    lazy: page(
      () => import('./routes/dashboard/new-advert-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'my-profile',
    lazy: guarded(
      'myProfile',
      () => import('./routes/dashboard/my-profile-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'change-password',
    lazy: guarded(
      'changePassword',
      () => import('./routes/dashboard/change-password-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'tour-requests',
    lazy: guarded(
      'tourRequests',
      () => import('./routes/dashboard/tour-requests-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'reports',
    lazy: guarded(
      'reports',
      () => import('./routes/dashboard/reports-page'),
      (m) => m.default,
    ),
  },
  {
    path: 'contact-messages',
    lazy: guarded(
      'contactMessages',
      () => import('../features/contact-messages'),
      (m) => m.ContactMessagesPage,
    ),
  },
  {
    path: 'web-site',
    lazy: guarded(
      'webSite',
      () => import('../features/web-site/components/web-site-page'),
      (m) => m.WebSitePage,
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

/** Every route of specification §2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppFrame />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <RootLayout />,
        children: [{ errorElement: <RouteErrorPage />, children: publicRoutes }],
      },
      {
        path: 'dashboard',
        lazy: page(
          () => import('./layouts/dashboard-layout'),
          (m) => m.default,
        ),
        children: [{ errorElement: <RouteErrorPage />, children: dashboardRoutes }],
      },
    ],
  },
];
