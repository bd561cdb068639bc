import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * True once the page is scrolled at least `threshold` px (`inclusive`) or more than it.
 * Re-renders only when the answer changes, not on every scroll event.
 */
export function useScrolledPast(threshold: number, inclusive = true): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (inclusive ? window.scrollY >= threshold : window.scrollY > threshold),
    () => false,
  );
}
