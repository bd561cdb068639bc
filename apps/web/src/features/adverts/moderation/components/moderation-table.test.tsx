import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAdvert } from '../../../../test/advert-factory';
import { renderWithRouter } from '../../../../test/render';
import type { ModerationRowAdvert } from '../api/moderation-adverts';
import { ModerationTable } from './moderation-table';

const villa = makeAdvert({ title: 'Garden villa', status: 'PENDING' });
const flat = makeAdvert({ title: 'Bay flat', status: 'ACTIVATED' });

function renderTable(adverts: ModerationRowAdvert[], selected: number[] = []) {
  const handlers = {
    onToggle: vi.fn(),
    onToggleAll: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
  };
  const view = renderWithRouter(
    <ModerationTable
      adverts={adverts}
      search="status=PENDING"
      selected={new Set(selected)}
      {...handlers}
    />,
  );
  return { ...view, ...handlers };
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('ModerationTable', () => {
  it('lists the columns of a search, without the waiting column', () => {
    renderTable([villa, flat]);
    expect(headers()).toEqual([
      '',
      'Property',
      'Date Published',
      'Status',
      'View/Like/Tour',
      'Action',
    ]);
  });

  it('adds how long each advert of the queue has waited, new or an edit', () => {
    const hoursAgo = new Date(Date.now() - 5 * 3_600_000 - 60_000).toISOString();
    renderTable([
      { ...villa, kind: 'NEW', waitingSince: hoursAgo },
      { ...flat, kind: 'EDIT', waitingSince: hoursAgo },
    ]);
    expect(headers()).toContain('Waiting');
    const [, newRow, editRow] = screen.getAllByRole('row');
    expect(newRow).toHaveTextContent('NEW');
    expect(editRow).toHaveTextContent('EDIT');
    expect(newRow!.querySelector('time')).toHaveAttribute('dateTime', hoursAgo);
    expect(newRow!.querySelector('time')).toHaveTextContent('5 hours');
  });

  it('offers Approve and Reject as the status allows', () => {
    renderTable([villa, flat, makeAdvert({ title: 'Old barn', status: 'REJECTED' })]);
    expect(screen.getByRole('button', { name: 'Approve Garden villa' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject Garden villa' })).toBeEnabled();
    // A live advert can only be turned down, a rejected one only approved.
    expect(screen.queryByRole('button', { name: 'Approve Bay flat' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject Bay flat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Old barn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject Old barn' })).toBeNull();
  });

  it('decides the edit, not the advert, for a live advert with a waiting edit', () => {
    renderTable([{ ...flat, kind: 'EDIT' }]);
    expect(screen.getByRole('button', { name: 'Approve the edit of Bay flat' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject the edit of Bay flat' })).toBeEnabled();
  });

  it('links each row to the review view walking the same queue', () => {
    renderTable([villa]);
    const review = screen.getByRole('link', { name: 'Review Garden villa' });
    expect(review.getAttribute('href')).toMatch(
      new RegExp(`^/dashboard/adverts/review/${villa.id}\\?status=PENDING$`),
    );
  });

  it('ticks one row, and every row at once', async () => {
    const { user, onToggle, onToggleAll } = renderTable([villa, flat], [villa.id]);
    expect(screen.getByRole('checkbox', { name: 'Select Garden villa' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Bay flat' })).not.toBeChecked();
    expect(screen.getByRole('row', { name: /Garden villa/ })).toHaveClass('table-active');
    await user.click(screen.getByRole('checkbox', { name: 'Select Bay flat' }));
    expect(onToggle).toHaveBeenCalledWith(flat.id);
    const all = screen.getByRole('checkbox', { name: 'Select every advert on this page' });
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(onToggleAll).toHaveBeenCalledWith(true);
  });

  it('unticks every row when all are ticked', async () => {
    const { user, onToggleAll } = renderTable([villa, flat], [villa.id, flat.id]);
    const all = screen.getByRole('checkbox', { name: 'Select every advert on this page' });
    expect(all).toBeChecked();
    await user.click(all);
    expect(onToggleAll).toHaveBeenCalledWith(false);
  });

  it('edits and deletes the advert of its row', async () => {
    const { user, onEdit, onDelete } = renderTable([villa, flat]);
    await user.click(screen.getByRole('button', { name: 'Edit Bay flat' }));
    expect(onEdit).toHaveBeenCalledWith(flat.id);
    await user.click(screen.getByRole('button', { name: 'Delete Garden villa' }));
    expect(onDelete).toHaveBeenCalledWith(villa);
  });
});
