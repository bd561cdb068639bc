import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithRouter } from '../../../test/render';
import { COMPARE_STORAGE_KEY, useCompareStore } from '../lib/compare-store';
import { COMPARE_LIMIT_MESSAGE, CompareTick } from './compare-tick';
import { CompareTray } from './compare-tray';

const advert = (id: number) => ({ id, title: `Flat ${id}`, url: null });

function Ticks() {
  return (
    <>
      {[1, 2, 3, 4, 5].map((id) => (
        <CompareTick key={id} advert={advert(id)} />
      ))}
      <CompareTray />
    </>
  );
}

describe('compare tray (docs/product.md#compare)', () => {
  beforeEach(() => {
    useCompareStore.getState().clear();
    mockApi({});
  });

  it('holds up to 4 ticked adverts, says the limit on a 5th and keeps them in local storage', async () => {
    const { user } = renderWithRouter(<Ticks />);
    expect(screen.queryByRole('complementary', { name: 'Compare tray' })).not.toBeInTheDocument();
    for (const id of [1, 2, 3, 4])
      await user.click(screen.getByRole('button', { name: `Compare Flat ${id}` }));
    await user.click(screen.getByRole('button', { name: 'Compare Flat 5' }));
    expect(await screen.findByText(COMPARE_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare Flat 5' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const link = screen.getByRole('link', { name: 'Compare (4)' });
    expect(link).toHaveAttribute('href', '/compare?ids=1,2,3,4');
    const stored = JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!);
    expect(stored.state.items.map((i: { id: number }) => i.id)).toEqual([1, 2, 3, 4]);

    await user.click(screen.getByRole('button', { name: 'Remove Flat 2 from the tray' }));
    expect(screen.getByRole('link', { name: 'Compare (3)' })).toHaveAttribute(
      'href',
      '/compare?ids=1,3,4',
    );
    await user.click(screen.getByRole('button', { name: 'Compare Flat 1' }));
    expect(screen.getByRole('button', { name: 'Compare Flat 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks before Clear drops every tick, and keeps them on Cancel', async () => {
    const { user } = renderWithRouter(<Ticks />);
    for (const id of [1, 2])
      await user.click(screen.getByRole('button', { name: `Compare Flat ${id}` }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(
      await screen.findByText('Remove all 2 adverts from the compare tray?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: 'Compare (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'Clear the tray' }));
    expect(screen.queryByRole('complementary', { name: 'Compare tray' })).not.toBeInTheDocument();
  });
});
