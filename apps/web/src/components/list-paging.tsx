import { PageSizeSelect } from './page-size-select';
import { Pager } from './pager';

interface ListPagingProps {
  /** The current page, zero-based (docs/product.md#wire-contract). */
  page: number;
  totalPages: number;
  size: number;
  onPageChange: (page: number) => void;
  /** Keeps the new page size; the list then goes back to its first page. */
  onSizeChange: (size: number) => void;
  /** Names the pager's navigation landmark, e.g. "Category pages". */
  pagesLabel: string;
  /** The page size select's label when a page does not hold table rows. */
  sizeLabel?: string;
  /** Leaves the pager out while everything fits on one page (card and message lists). */
  pagerFromTwoPages?: boolean;
  className?: string;
}

/**
 * Under a paged list: the shared pager and the page size select side by side
 * (docs/product.md#page-sizes). A new page size starts the list again from its first page.
 */
export function ListPaging(props: ListPagingProps) {
  const { page, totalPages, size, onPageChange, onSizeChange, pagerFromTwoPages } = props;
  const showPager = !pagerFromTwoPages || totalPages > 1;
  return (
    <div className={`list-paging${props.className ? ` ${props.className}` : ''}`}>
      {showPager ? (
        <Pager
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
          label={props.pagesLabel}
        />
      ) : null}
      <PageSizeSelect
        size={size}
        label={props.sizeLabel}
        onChange={(next) => {
          onSizeChange(next);
          onPageChange(0);
        }}
      />
    </div>
  );
}
