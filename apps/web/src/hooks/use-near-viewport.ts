import { useCallback, useState, type RefCallback } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on: for work worth
 * doing only when the visitor scrolls towards it (loading a map library). Browsers without
 * IntersectionObserver get it at once.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
