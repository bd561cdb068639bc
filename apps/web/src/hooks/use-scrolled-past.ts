import { useSyncExternalStore } from 'react';

// The page's scroll offset as last read in a scroll or resize event, or just after the first
// reader's page was painted. Reading `window.scrollY` while the page has changes not yet laid out
// makes the browser lay it out there and then: on a phone's first load, a third of a second.
let scrollY = 0;
const readers = new Set<() => void>();
let afterPaint: ReturnType<typeof setTimeout> | undefined;

function read() {
  if (window.scrollY === scrollY) return;
  scrollY = window.scrollY;
  for (const reader of readers) reader();
}

function subscribe(onChange: () => void) {
  if (readers.size === 0) {
    window.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read, { passive: true });
    requestAnimationFrame(() => (afterPaint = setTimeout(read)));
  }
  readers.add(onChange);
  return () => {
    readers.delete(onChange);
    if (readers.size > 0) return;
    window.removeEventListener('scroll', read);
    window.removeEventListener('resize', read);
    clearTimeout(afterPaint);
  };
}

/**
 * True once the page is scrolled at least `threshold` px (`inclusive`) or more than it.
 * Re-renders only when the answer changes, not on every scroll event.
 */
export function useScrolledPast(threshold: number, inclusive = true): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (inclusive ? scrollY >= threshold : scrollY > threshold),
    () => false,
  );
}
