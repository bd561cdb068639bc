import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { queryClient } from '../lib/query-client';
import { routes } from './route-objects';

const router = createBrowserRouter(routes);

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
          <RouterProvider router={router} />
        </SessionGate>
      </Suspense>
    </QueryClientProvider>
  );
}
