import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Page scroll goes back to the top on every route change. */
export function ScrollReset() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
