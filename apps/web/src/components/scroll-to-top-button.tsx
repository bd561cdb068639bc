import { useRef } from 'react';
import { useCoversKeepClear } from '../hooks/use-covers-keep-clear';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { Icon } from './icon/icon';
import { useT } from '../i18n';

export const SCROLL_TO_TOP_AFTER_PX = 300;

/**
 * Appears after 300 px of scrolling and takes the page back to the top. It steps aside (hidden,
 * still measured) while it would lie over the advert page's tour request form, as on a phone.
 */
export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TO_TOP_AFTER_PX, false);
  const ref = useRef<HTMLButtonElement>(null);
  const covering = useCoversKeepClear(ref, visible);
  const t = useT();
  if (!visible) return null;
  return (
    <button
      ref={ref}
      type="button"
      className={`scroll-to-top btn btn-primary${covering ? ' scroll-to-top--aside' : ''}`}
      aria-label={t('shell.scrollToTop')}
      aria-hidden={covering || undefined}
      tabIndex={covering ? -1 : undefined}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrow-up" />
    </button>
  );
}
