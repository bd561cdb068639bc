import { useScrolledPast } from '../hooks/use-scrolled-past';
import { Icon } from './icon/icon';

export const SCROLL_TO_TOP_AFTER_PX = 300;

/** Appears after 300 px of scrolling and takes the page back to the top. */
export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TO_TOP_AFTER_PX, false);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top btn btn-primary"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrow-up" />
    </button>
  );
}
