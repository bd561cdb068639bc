import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

const buttons = () => ({
  first: screen.getByRole('button', { name: 'First page' }),
  previous: screen.getByRole('button', { name: 'Previous page' }),
  next: screen.getByRole('button', { name: 'Next page' }),
  last: screen.getByRole('button', { name: 'Last page' }),
});

describe('Pager', () => {
  it('shows the zero-based page counted from one, over the total', () => {
    render(<Pager page={0} totalPages={7} onPageChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1 / 7');
    render(<Pager page={3} totalPages={7} onPageChange={vi.fn()} label="More" />);
    expect(screen.getByRole('navigation', { name: 'More' })).toHaveTextContent('4 / 7');
  });

  it('disables first and previous on the first page', () => {
    render(<Pager page={0} totalPages={3} onPageChange={vi.fn()} />);
    const b = buttons();
    expect(b.first).toBeDisabled();
    expect(b.previous).toBeDisabled();
    expect(b.next).toBeEnabled();
    expect(b.last).toBeEnabled();
  });

  it('disables next and last on the last page', () => {
    render(<Pager page={2} totalPages={3} onPageChange={vi.fn()} />);
    const b = buttons();
    expect(b.first).toBeEnabled();
    expect(b.previous).toBeEnabled();
    expect(b.next).toBeDisabled();
    expect(b.last).toBeDisabled();
  });

  it('disables every button when there is one page', () => {
    render(<Pager page={0} totalPages={1} onPageChange={vi.fn()} />);
    expect(Object.values(buttons()).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByRole('navigation')).toHaveTextContent('1 / 1');
  });

  it('asks for zero-based pages', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} totalPages={7} onPageChange={onPageChange} />);
    const b = buttons();
    await userEvent.click(b.first);
    await userEvent.click(b.previous);
    await userEvent.click(b.next);
    await userEvent.click(b.last);
    expect(onPageChange.mock.calls).toEqual([[0], [1], [3], [6]]);
  });

  it('shows nothing when there are no pages', () => {
    const { container } = render(<Pager page={0} totalPages={0} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
