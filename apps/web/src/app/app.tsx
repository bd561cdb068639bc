import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { dropInitialAnswers } from '../lib/initial-data';
import { queryClient } from '../lib/query-client';
import { routes } from './route-objects';

/**
 * Makes the router, which starts loading the opened page's code and data at once; the answer
 * resolves when it has started. main.tsx calls it in a task of its own and renders only then, so
 * the page is drawn once, in time slices, instead of a loading screen swapped for the whole page
 * in one long task (docs/product.md#first-load).
 */
export function startRouter(): { router: DataRouter; started: Promise<void> } {
  const router = createBrowserRouter(routes);
  // The answers the page came with belong to the address it was opened at.
  const openedAt = router.state.location.key;
  const stopWatching = router.subscribe(({ location }) => {
    if (location.key === openedAt) return;
    dropInitialAnswers();
    stopWatching();
  });
  const started = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe(({ initialized }) => {
      if (!initialized) return;
      stop();
      resolve();
    });
  });
  return { router, started };
}

/**
 * RouterProvider reads the router's state when it renders but subscribes only when it commits, so
 * a router that finished starting in between would leave it on the loading screen for good. The
 * store below sees that, and the key then mounts a RouterProvider that starts from the finished
 * state. (main.tsx renders after the start, so this is the fallback, not the usual path.)
 */
function StartedRouter({ router }: { router: DataRouter }) {
  const started = useSyncExternalStore(router.subscribe, () => router.state.initialized);
  return <RouterProvider key={started ? 'started' : 'starting'} router={router} />;
}

/** Holds the app back until the start-up session check has answered. */
export function SessionGate({
  ready,
  children,
}: {
  ready: Promise<void> | null;
  children: ReactNode;
}) {
  if (ready) use(ready);
  return children;
}

export function App({
  router,
  sessionReady,
}: {
  router: DataRouter;
  sessionReady: Promise<void> | null;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingScreen />}>
        <SessionGate ready={sessionReady}>
          <StartedRouter router={router} />
        </SessionGate>
      </Suspense>
    </QueryClientProvider>
  );
}
