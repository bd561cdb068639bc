import { useEffect, useRef } from 'react';

export interface ReviewKeys {
  next: () => void;
  previous: () => void;
  approve: () => void;
  reject: () => void;
}

/** Typing in a field (or a dialog's radio buttons) must not move through the queue. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The review view's keys: j next, k previous, a approve, r reject; not while typing, not with
 * a modifier (the browser's own shortcuts) and not while a dialog is open.
 */
export function useReviewKeys(keys: ReviewKeys) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target) || document.querySelector('.modal.show')) return;
      const action = { j: 'next', k: 'previous', a: 'approve', r: 'reject' }[event.key];
      if (!action) return;
      event.preventDefault();
      latest.current[action as keyof ReviewKeys]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
