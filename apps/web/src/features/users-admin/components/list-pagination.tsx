import Pagination from 'react-bootstrap/Pagination';
import { useUsersT } from '../texts';

interface ListPaginationProps {
  /** Zero-based (docs/product.md#wire-contract). */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "User pages". */
  label: string;
}

/** How many page numbers show at once; the rest are reached with first, previous, next, last. */
const WINDOW = 5;

function pageWindow(current: number, totalPages: number): number[] {
  const start = Math.max(0, Math.min(current - Math.floor(WINDOW / 2), totalPages - WINDOW));
  const end = Math.min(totalPages, start + WINDOW);
  return Array.from({ length: end - start }, (_, i) => start + i);
}

/** The Users page's pager: react-bootstrap's Pagination, page numbers shown counted from one. */
export function ListPagination({ page, totalPages, onPageChange, label }: ListPaginationProps) {
  const t = useUsersT();
  if (totalPages <= 1) return null;
  const last = totalPages - 1;
  const current = Math.min(Math.max(page, 0), last);
  return (
    <nav aria-label={label}>
      <Pagination size="sm" className="users-admin__pagination">
        <Pagination.First
          disabled={current === 0}
          onClick={() => onPageChange(0)}
          aria-label={t('pager.first')}
        />
        <Pagination.Prev
          disabled={current === 0}
          onClick={() => onPageChange(current - 1)}
          aria-label={t('pager.previous')}
        />
        {pageWindow(current, totalPages).map((n) => (
          <Pagination.Item
            key={n}
            active={n === current}
            onClick={() => onPageChange(n)}
            aria-label={t('pager.page', { number: n + 1 })}
          >
            {n + 1}
          </Pagination.Item>
        ))}
        <Pagination.Next
          disabled={current === last}
          onClick={() => onPageChange(current + 1)}
          aria-label={t('pager.next')}
        />
        <Pagination.Last
          disabled={current === last}
          onClick={() => onPageChange(last)}
          aria-label={t('pager.last')}
        />
      </Pagination>
    </nav>
  );
}
