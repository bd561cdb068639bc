import { useEffect, useState, type RefObject } from 'react';

/** Marks an element a floating button must never cover (the advert page's tour request form). */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';

const intersects = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function coversKeepClear(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)].some((marked) =>
    intersects(box, marked.getBoundingClientRect()),
  );
}

/**
 * True while the fixed element in `ref` lies over an element marked `data-keep-clear`, checked
 * on every scroll and resize while `active`. Its box is measured even while it is hidden.
 */
export function useCoversKeepClear(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!active) return;
    const check = () => setCovers(ref.current ? coversKeepClear(ref.current) : false);
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [active, ref]);
  return active && covers;
}
