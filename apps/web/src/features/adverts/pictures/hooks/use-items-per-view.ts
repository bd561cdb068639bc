import { useSyncExternalStore } from 'react';

/** 3 thumbnails below 768 px, 5 below 992 px, 6 otherwise. */
export function itemsPerViewFor(width: number): 3 | 5 | 6 {
  if (width < 768) return 3;
  if (width < 992) return 5;
  return 6;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The thumbnail count for the window's current width; follows resizes. */
export function useItemsPerView(): 3 | 5 | 6 {
  return useSyncExternalStore(
    subscribe,
    () => itemsPerViewFor(window.innerWidth),
    () => 6,
  );
}
