import { lazy, Suspense, useState } from 'react';
import { useToastStore } from './toast-store';

// The toasts' code comes with the first toast, not with every first page (docs/product.md#first-load).
const ToastHost = lazy(() =>
  import('./toast-host').then((module) => ({ default: module.ToastHost })),
);

/** The app's toast host, drawn from the first toast on (so later ones also fade out in place). */
export function LazyToastHost() {
  const any = useToastStore((s) => s.toasts.length > 0);
  const [started, setStarted] = useState(false);
  if (any && !started) setStarted(true);
  if (!any && !started) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
