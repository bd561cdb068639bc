import { useT } from '../i18n';
import { Icon } from './icon/icon';
interface PagerProps {
  /** The current page, zero-based (docs/product.md#wire-contract). */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Property pages". */
  label?: string;
  className?: string;
}

const STEPS = [
  { key: 'first', icon: 'chevron-double-left' },
  { key: 'previous', icon: 'chevron-left' },
  { key: 'next', icon: 'chevron-right' },
  { key: 'last', icon: 'chevron-double-right' },
] as const;

/**
 * The shared pager: page/total ("1 / 7") between first, previous, next and last buttons, each
 * disabled at its end. Paging is zero-based; the label shows it counted from one.
 */
export function Pager({ page, totalPages, onPageChange, label, className }: PagerProps) {
  const t = useT();
  if (totalPages < 1) return null;
  const words = {
    first: t('shell.firstPage'),
    previous: t('shell.previousPage'),
    next: t('shell.nextPage'),
    last: t('shell.lastPage'),
    page: t('shell.pageWord'),
  };
  const last = totalPages - 1;
  const current = Math.min(Math.max(page, 0), last);
  const target = { first: 0, previous: current - 1, next: current + 1, last } as const;
  const atStart = current <= 0;
  const atEnd = current >= last;

  const button = (step: (typeof STEPS)[number]) => {
    const disabled = step.key === 'first' || step.key === 'previous' ? atStart : atEnd;
    return (
      <button
        key={step.key}
        type="button"
        className="btn btn-outline-primary pager__button"
        aria-label={words[step.key]}
        title={words[step.key]}
        disabled={disabled}
        onClick={() => onPageChange(target[step.key])}
      >
        <Icon name={step.icon} />
      </button>
    );
  };

  return (
    <nav
      className={`pager${className ? ` ${className}` : ''}`}
      aria-label={label ?? t('shell.pages')}
    >
      {button(STEPS[0])}
      {button(STEPS[1])}
      <span className="pager__status" aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">{words.page}</span>
        {current + 1} / {totalPages}
      </span>
      {button(STEPS[2])}
      {button(STEPS[3])}
    </nav>
  );
}
