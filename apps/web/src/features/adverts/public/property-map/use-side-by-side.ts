import { useSyncExternalStore } from 'react';

/**
 * Bootstrap's xl breakpoint: from here the list and the map share the page
 * (docs/product.md#map-search); below it each card would be too narrow beside a map.
 */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1200px)';

const query = () => window.matchMedia(SIDE_BY_SIDE_QUERY);

function subscribe(onChange: () => void) {
  const list = query();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True from the xl breakpoint up: the list and the map side by side; draws again on crossing. */
export function useSideBySide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => false,
  );
}
