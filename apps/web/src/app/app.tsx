import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { dropInitialAnswers } from '../lib/initial-data';
import { queryClient } from '../lib/query-client';
import { routes } from './route-objects';

const router = createBrowserRouter(routes);

// The answers the page came with belong to the address it was opened at.
const openedAt = router.state.location.key;
const stopWatching = router.subscribe(({ location }) => {
  if (location.key === openedAt) return;
  dropInitialAnswers();
  stopWatching();
});

const isStarted = () => router.state.initialized;

/**
 * RouterProvider reads the router's state when it renders but subscribes only when it commits. The
 * first render is time-sliced (main.tsx) and the page's code may already be in the browser (the
 * server preloads it), so the router can finish starting in between, an update RouterProvider
 * would never see: it would show the loading screen for good. The store below does see it, and
 * the key then mounts a RouterProvider that starts from the finished state.
 */
function StartedRouter() {
  const started = useSyncExternalStore(router.subscribe, isStarted);
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

export function App({ sessionReady }: { sessionReady: Promise<void> | null }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingScreen />}>
        <SessionGate ready={sessionReady}>
          <StartedRouter />
        </SessionGate>
      </Suspense>
    </QueryClientProvider>
  );
}
