import { useSyncExternalStore } from 'react';

/** Bootstrap's lg breakpoint, where the header's menu moves from a side panel into the bar. */
export const WIDE_SCREEN_QUERY = '(min-width: 992px)';

const query = () => window.matchMedia(WIDE_SCREEN_QUERY);

function subscribe(onChange: () => void) {
  const list = query();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True from the lg breakpoint up; draws again when the window crosses it. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => true,
  );
}
