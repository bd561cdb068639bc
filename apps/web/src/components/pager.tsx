import { Icon } from './icon/icon';
interface PagerProps {
  /** The current page, zero-based (docs/product.md#wire-contract). */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Property pages". */
  label?: string;
  className?: string;
  /** The buttons' names and the hidden "Page " in the reader's language (English by default). */
  texts?: PagerTexts;
}

export interface PagerTexts {
  first: string;
  previous: string;
  next: string;
  last: string;
  page: string;
}

const ENGLISH: PagerTexts = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: 'Page ',
};

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
export function Pager({
  page,
  totalPages,
  onPageChange,
  label = 'Pages',
  className,
  texts = ENGLISH,
}: PagerProps) {
  if (totalPages < 1) return null;
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
        aria-label={texts[step.key]}
        title={texts[step.key]}
        disabled={disabled}
        onClick={() => onPageChange(target[step.key])}
      >
        <Icon name={step.icon} />
      </button>
    );
  };

  return (
    <nav className={`pager${className ? ` ${className}` : ''}`} aria-label={label}>
      {button(STEPS[0])}
      {button(STEPS[1])}
      <span className="pager__status" aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">{texts.page}</span>
        {current + 1} / {totalPages}
      </span>
      {button(STEPS[2])}
      {button(STEPS[3])}
    </nav>
  );
}
