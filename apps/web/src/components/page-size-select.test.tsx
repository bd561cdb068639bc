import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageSizeSelect } from './page-size-select';
import { pageSizeKey, usePageSize, type PageSizeTable } from './use-page-size';

function Table({ table }: { table: PageSizeTable }) {
  const [size, setSize] = usePageSize(table);
  return (
    <>
      <PageSizeSelect size={size} onChange={setSize} />
      <output>{size} rows</output>
    </>
  );
}

const renderTable = (table: PageSizeTable) => {
  const user = userEvent.setup();
  return { user, ...render(<Table table={table} />) };
};

describe('page size of a dashboard table', () => {
  it('shows 3 rows by default and offers 3, 10, 25 and 50', () => {
    renderTable('my-adverts');
    const select = screen.getByLabelText('Rows per page');
    expect(select).toHaveValue('3');
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['3', '10', '25', '50']);
    expect(screen.getByText('3 rows')).toBeInTheDocument();
  });

  it('remembers the choice for that table only', async () => {
    const { user, unmount } = renderTable('my-adverts');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(screen.getByText('25 rows')).toBeInTheDocument();
    expect(localStorage.getItem(pageSizeKey('my-adverts'))).toBe('25');
    unmount();

    const again = renderTable('my-adverts');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('25');
    again.unmount();
    renderTable('categories');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('3');
  });

  it.each(['7', 'ten', '', '-3', '1000'])('ignores a stored %j and shows 3', (stored) => {
    localStorage.setItem(pageSizeKey('users'), stored);
    renderTable('users');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('3');
    expect(screen.getByText('3 rows')).toBeInTheDocument();
  });
});
