import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { defaultPageSize, pageSizeKey, type PageSizeTable } from '../components/use-page-size';

interface FetchMock {
  mock: { calls: unknown[][] };
}

/** The page and size of every call to `path` (without /api), in order. */
export const pagingOf = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === `/api${path}`)
    .map((url) => ({ page: url.searchParams.get('page'), size: url.searchParams.get('size') }));

/**
 * A dashboard table's page size select starts at its default (3 for the tables), asks for the
 * next size from the first page once it is chosen and keeps the choice under the table's key
 * (docs/product.md#page-sizes).
 */
export async function expectPageSizeChoice(options: {
  user: UserEvent;
  fetchMock: FetchMock;
  path: string;
  table: PageSizeTable;
  label?: string;
  /** Go to the second page first (the list must have one), to see the choice go back to 0. */
  fromSecondPage?: boolean;
}) {
  const { user, fetchMock, path, table, label = 'Rows per page' } = options;
  const start = String(defaultPageSize(table));
  const next = start === '10' ? '25' : '10';
  const select = await screen.findByLabelText(label);
  expect(select).toHaveValue(start);
  expect(pagingOf(fetchMock, path)[0]?.size).toBe(start);
  if (options.fromSecondPage) {
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pagingOf(fetchMock, path).at(-1)?.page).toBe('1'));
  }
  // Looked up again: a list may be drawn anew for its page (the moderation list is).
  await user.selectOptions(screen.getByLabelText(label), next);
  await waitFor(() => expect(pagingOf(fetchMock, path).at(-1)).toEqual({ page: '0', size: next }));
  expect(screen.getByLabelText(label)).toHaveValue(next);
  expect(localStorage.getItem(pageSizeKey(table))).toBe(next);
}
