import type { OwnedAdvert } from '@estate/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import { makeAdvert } from '../../../../test/advert-factory';
import { renderWithRouter } from '../../../../test/render';
import { datePublished, OwnerAdvertTable } from './owner-advert-table';

const owned = (overrides: Partial<OwnedAdvert> = {}): OwnedAdvert => ({
  ...makeAdvert({ title: 'Garden villa', slug: 'garden-villa' }),
  ...overrides,
});

function renderTable(adverts: OwnedAdvert[]) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  const view = renderWithRouter(
    <OwnerAdvertTable adverts={adverts} onEdit={onEdit} onDelete={onDelete} />,
  );
  return { ...view, onEdit, onDelete };
}

const statusCell = () => screen.getAllByRole('cell')[2]!;

describe('OwnerAdvertTable', () => {
  it('shows the property, date published, status and view/like/tour counts', () => {
    renderTable([owned({ viewCount: 12, likeCount: 3, tourCount: 1, price: 250_000 })]);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Property', 'Date Published', 'Status', 'View/Like/Tour', 'Action']);
    const cells = screen.getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Garden villa');
    expect(cells[0]).toHaveTextContent('Kadıköy, İstanbul');
    expect(cells[0]).toHaveTextContent(/250,000/);
    expect(cells[1]).toHaveTextContent('2026-05-01');
    expect(cells[3]).toHaveTextContent('12/3/1');
  });

  it('takes the first ten characters of the creation date', () => {
    expect(datePublished('2026-12-07T23:59:00.000Z')).toBe('2026-12-07');
  });

  it('shows a placeholder picture when the advert has none', () => {
    const { container } = renderTable([owned({ url: null })]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.owner-advert__thumb--empty')).not.toBeNull();
  });

  it('links a live advert to its public page and a pending one to a preview', () => {
    renderTable([
      owned(),
      owned({ ...makeAdvert({ title: 'Hill house', slug: 'hill-house' }), status: 'PENDING' }),
    ]);
    expect(screen.getByRole('link', { name: 'Open the page of Garden villa' })).toHaveAttribute(
      'href',
      '/property/garden-villa',
    );
    const preview = screen.getByRole('link', { name: 'Preview Hill house' });
    expect(preview).toHaveAttribute('href', '/property/hill-house');
    expect(preview).toHaveAttribute('title', 'Preview: only you see it until it is approved');
  });

  it('gives a rejected advert its listed reason with the words staff wrote', () => {
    renderTable([
      owned({ status: 'REJECTED', statusReasonCode: 'PRICE', statusReason: 'Shows 0 TL' }),
    ]);
    expect(statusCell()).toHaveTextContent('Price missing or wrong: Shows 0 TL');
  });

  it('keeps the reason of an advert that is not rejected out of sight', () => {
    renderTable([owned({ statusReasonCode: 'PRICE', statusReason: 'Old reason' })]);
    expect(statusCell()).not.toHaveTextContent('Old reason');
  });

  it('says a live advert’s edit waits, or why it was turned down', () => {
    renderTable([
      owned({ edit: { state: 'WAITING', reason: null } }),
      owned({
        ...makeAdvert({ title: 'Hill house' }),
        edit: { state: 'REJECTED', reason: 'Price missing or wrong: Shows 0 TL' },
      }),
      owned({ ...makeAdvert({ title: 'Bay flat' }), edit: { state: 'REJECTED', reason: null } }),
    ]);
    const [waiting, rejected, bare] = screen.getAllByRole('row').slice(1);
    expect(waiting).toHaveTextContent(
      'Your edit is waiting for review. The advert stays live as it was.',
    );
    expect(rejected).toHaveTextContent(
      'Your edit was rejected: Price missing or wrong: Shows 0 TL. The advert stays live as it was.',
    );
    expect(bare).toHaveTextContent('Your edit was rejected. The advert stays live as it was.');
  });

  it('edits and deletes the advert of the row clicked', async () => {
    const first = owned();
    const second = owned({ ...makeAdvert({ title: 'Hill house' }) });
    const { user, onEdit, onDelete } = renderTable([first, second]);
    await user.click(screen.getByRole('button', { name: 'Edit Hill house' }));
    expect(onEdit).toHaveBeenCalledWith(second.id);
    await user.click(screen.getByRole('button', { name: 'Delete Garden villa' }));
    expect(onDelete).toHaveBeenCalledWith(first);
  });

  it('offers the performance panel as a collapsed toggle', () => {
    renderTable([owned()]);
    const toggle = screen.getByRole('button', { name: 'Performance of Garden villa' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');
  });

  it('shows a turned-down edit’s listed reason in Turkish, staff’s words as written', async () => {
    await chooseLanguage('tr');
    renderTable([
      owned({ edit: { state: 'REJECTED', reason: 'Price missing or wrong: Shows 0 TL' } }),
    ]);
    const row = screen.getAllByRole('row')[1]!;
    expect(
      within(row).getByText(/Düzenlemeniz reddedildi: Fiyat eksik veya hatalı: Shows 0 TL\./),
    ).toBeInTheDocument();
  });
});
