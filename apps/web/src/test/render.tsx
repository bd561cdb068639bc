import { DEFAULT_WEB_SITE, type User } from '@estate/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { ToastHost } from '../components/toast';
import { useAuthStore } from '../features/auth';
import { webSiteKeys } from '../lib/web-site';
import { createQueryClient } from '../lib/query-client';
import { writeSession } from '../lib/storage';
import { saveToken } from '../lib/token-storage';

/** Shows where the router is, so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

interface RenderOptions {
  /** Extra routes beside the one under test (redirect targets). */
  routes?: RouteObject[];
  path?: string;
  initialEntries?: (string | { pathname: string; state?: unknown })[];
}

/** A fresh query cache holding the site details, as the server sends them with the page. */
export function testQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  queryClient.setQueryData(webSiteKeys.all, DEFAULT_WEB_SITE);
  return queryClient;
}

/** `ui` with a fresh query cache (testQueryClient), for parts drawn outside the router. */
export function withQueries(ui: ReactNode) {
  return <QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>;
}

/** Renders `ui` at `path` in a memory router with a fresh query cache and the toast host. */
export function renderWithRouter(ui: ReactNode, options: RenderOptions = {}) {
  const { path = '/', routes = [], initialEntries = [path] } = options;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <LocationProbe />
            <Outlet />
            <ToastHost />
          </>
        ),
        children: [{ path, element: ui }, ...routes],
      },
    ],
    { initialEntries },
  );
  const queryClient = testQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient };
}

/** Puts a logged-in session in place, as a login would. */
export async function logInAs(user: User, token = 'test-token'): Promise<void> {
  await saveToken(token);
  writeSession(user);
  useAuthStore.getState().login(user);
}

export const page = (text: string) => ({ element: <p>{text}</p> });
