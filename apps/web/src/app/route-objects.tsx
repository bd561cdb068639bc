import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { AppFrame } from './layouts/app-frame';
import { RootLayout } from './layouts/root-layout';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/** A route module: its page is the default export. */
type Loader = () => Promise<{ default: ComponentType }>;

/** A lazily loaded page: its code is fetched when the route is first visited. */
const page = (load: Loader) => async () => ({ Component: (await load()).default });

const propertiesPage = () => import('./routes/properties-page');

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'properties/*', lazy: page(propertiesPage) },
  { path: 'properties/:advertTypeId/:categoryId/:searchText', lazy: page(propertiesPage) },
  {
    path: 'property/:slug',
    lazy: {
      loader: async () =>
        (await import('../features/adverts/public/advert-detail/api/get-advert-detail'))
          .advertDetailLoader,
      Component: async () =>
        (await import('../features/adverts/public/advert-detail/advert-detail-page'))
          .AdvertDetailPage,
    },
  },
  { path: 'about', lazy: page(() => import('./routes/about-page')) },
  { path: 'contact', lazy: page(() => import('./routes/contact-page')) },
  { path: 'Privacy-Policy', lazy: page(() => import('./routes/privacy-policy-page')) },
  { path: 'login', lazy: page(() => import('./routes/login-page')) },
  { path: 'register', lazy: page(() => import('./routes/register-page')) },
  { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password-page')) },
  { path: 'reset', lazy: page(() => import('./routes/reset-page')) },
  { path: 'registerConfirm/:code', lazy: page(() => import('./routes/register-confirm-page')) },
  { path: 'unauthorized', lazy: page(() => import('./routes/unauthorized-page')) },
  { path: 'add-new-advert', lazy: page(() => import('./routes/new-advert-page')) },
  { path: 'new-categories', lazy: page(() => import('./routes/new-category-page')) },
  { path: '*', element: <NotFoundPage /> },
];

// Each dashboard page's module wraps it in its role guard (docs/product.md#page-access), so the
// guard and its access table load with the back office, never with the home page.
const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/dashboard/overview-page')) },
  { path: 'new-categories', lazy: page(() => import('./routes/dashboard/new-category-page')) },
  { path: 'users', lazy: page(() => import('./routes/dashboard/users-page')) },
  { path: 'categories', lazy: page(() => import('./routes/dashboard/categories-page')) },
  { path: 'adverts', lazy: page(() => import('./routes/dashboard/adverts-page')) },
  { path: 'my-adverts', lazy: page(() => import('./routes/dashboard/my-adverts-page')) },
  { path: 'advert-types', lazy: page(() => import('./routes/dashboard/advert-types-page')) },
  // No role guard (docs/product.md#page-access); the dashboard frame already sends visitors to
  // /login.
  { path: 'add-new-advert', lazy: page(() => import('./routes/dashboard/new-advert-page')) },
  { path: 'my-profile', lazy: page(() => import('./routes/dashboard/my-profile-page')) },
  { path: 'change-password', lazy: page(() => import('./routes/dashboard/change-password-page')) },
  { path: 'tour-requests', lazy: page(() => import('./routes/dashboard/tour-requests-page')) },
  { path: 'reports', lazy: page(() => import('./routes/dashboard/reports-page')) },
  {
    path: 'contact-messages',
    lazy: page(() => import('./routes/dashboard/contact-messages-page')),
  },
  { path: 'web-site', lazy: page(() => import('./routes/dashboard/web-site-page')) },
  { path: '*', element: <NotFoundPage /> },
];

/** Every route of the web app (docs/product.md#page-access). */
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
        lazy: page(() => import('./layouts/dashboard-layout')),
        children: [{ errorElement: <RouteErrorPage />, children: dashboardRoutes }],
      },
    ],
  },
];
