import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
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

describe('compare tray in Turkish', () => {
  beforeEach(() => {
    useCompareStore.getState().clear();
    mockApi({});
  });

  it('ticks, says the limit, lists and clears in Turkish', async () => {
    await chooseLanguage('tr');
    const { user } = renderWithRouter(<Ticks />);
    expect(screen.getAllByText('Karşılaştır')).toHaveLength(5);
    for (const id of [1, 2, 3, 4, 5])
      await user.click(screen.getByRole('button', { name: `Flat ${id} ilanını karşılaştır` }));
    expect(
      await screen.findByText(
        'En fazla 4 ilan karşılaştırabilirsiniz. Önce tepsiden birini çıkarın.',
      ),
    ).toBeInTheDocument();
    const tray = await screen.findByRole('complementary', { name: 'Karşılaştırma tepsisi' });
    expect(within(tray).getByRole('link', { name: 'Karşılaştır (4)' })).toBeInTheDocument();
    for (const id of [2, 3, 4])
      await user.click(
        within(tray).getByRole('button', { name: `Flat ${id} ilanını tepsiden çıkar` }),
      );
    expect(within(tray).getByText('Karşılaştırmak için bir ilan daha seçin')).toBeInTheDocument();
    await user.click(within(tray).getByRole('button', { name: 'Temizle' }));
    expect(
      await screen.findByText('Karşılaştırma tepsisindeki ilan çıkarılsın mı?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tepsiyi temizle' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
