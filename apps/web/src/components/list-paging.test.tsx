import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListPaging } from './list-paging';

/** A list's paging state as its owners keep it: a page and a page size. */
function PagedList({
  totalPages,
  pagerFromTwoPages,
}: {
  totalPages: number;
  pagerFromTwoPages?: boolean;
}) {
  const [page, setPage] = useState(2);
  const [size, setSize] = useState(10);
  return (
    <>
      <ListPaging
        page={page}
        totalPages={totalPages}
        size={size}
        onPageChange={setPage}
        onSizeChange={setSize}
        pagesLabel="Category pages"
        pagerFromTwoPages={pagerFromTwoPages}
      />
      <output>
        page {page}, {size} a page
      </output>
    </>
  );
}

describe('ListPaging', () => {
  it('shows the pager with the current page and the page size select together', () => {
    render(<PagedList totalPages={5} />);
    expect(screen.getByRole('navigation', { name: 'Category pages' })).toHaveTextContent('3 / 5');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('10');
  });

  it('moves to the page the pager asks for', async () => {
    const user = userEvent.setup();
    render(<PagedList totalPages={5} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('page 3, 10 a page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('page 0, 10 a page')).toBeInTheDocument();
  });

  it('goes back to the first page when the page size changes', async () => {
    const user = userEvent.setup();
    render(<PagedList totalPages={5} />);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(screen.getByText('page 0, 25 a page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Category pages' })).toHaveTextContent('1 / 5');
  });

  it('keeps a one-page pager for tables but leaves it out for lists that ask so', () => {
    const { unmount } = render(<PagedList totalPages={1} />);
    expect(screen.getByRole('navigation', { name: 'Category pages' })).toHaveTextContent('1 / 1');
    unmount();
    render(<PagedList totalPages={1} pagerFromTwoPages />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByLabelText('Rows per page')).toBeInTheDocument();
  });

  it('names the page size after what a page holds when given a label', () => {
    render(
      <ListPaging
        page={0}
        totalPages={2}
        size={3}
        onPageChange={vi.fn()}
        onSizeChange={vi.fn()}
        pagesLabel="Message pages"
        sizeLabel="Messages per page"
      />,
    );
    expect(screen.getByLabelText('Messages per page')).toHaveValue('3');
  });
});
