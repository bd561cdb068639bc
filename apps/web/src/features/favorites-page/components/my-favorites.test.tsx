import type { AvailableFavoriteCard, FavoriteCard, GoneFavoriteCard } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdvert } from '../../../test/advert-factory';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { chooseLanguage } from '../../../i18n';
import { MyFavorites } from './my-favorites';
import { expectPageSizeChoice } from '../../../test/page-size';

const card = (
  overrides: Partial<AvailableFavoriteCard> = {},
  price = 250_000,
): AvailableFavoriteCard => ({
  advert: makeAdvert({ price, favory: true }),
  savedPrice: price,
  savedAt: '2026-11-01T10:00:00.000Z',
  available: true,
  ...overrides,
});
/** A favourite whose advert is no longer public: only what was last public of it. */
const goneCard = (): GoneFavoriteCard => ({
  advert: {
    id: 9001,
    slug: 'old-flat',
    title: 'Old flat by the sea',
    price: 180_000,
    currency: 'USD',
    imageUrl: null,
    favory: true,
  },
  savedPrice: 180_000,
  savedAt: '2026-11-01T10:00:00.000Z',
  available: false,
});
const pageOf = (content: FavoriteCard[]) => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  number: 0,
  size: 12,
});

describe('MyFavorites', () => {
  it('shows an empty state that leads to the property search', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({ 'GET /favorites/auth': { body: pageOf([]) } });
    renderWithRouter(<MyFavorites />, { path: '/dashboard/favorites' });
    const browse = await screen.findByRole('link', { name: 'Browse properties' });
    expect(browse).toHaveAttribute('href', '/properties');
  });

  it('marks a price that changed since it was saved and an advert no longer available', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    const dropped = card({ savedPrice: 200_000 }, 190_000);
    const gone = goneCard();
    mockApi({ 'GET /favorites/auth': { body: pageOf([dropped, gone]) } });
    renderWithRouter(<MyFavorites />, { path: '/dashboard/favorites' });
    const list = await screen.findByRole('list', { name: 'My favourites' });
    const items = within(list).getAllByRole('article');
    expect(items[0]).toHaveTextContent('Price dropped 5 % since you saved it (was $200,000.00)');
    expect(items[1]).toHaveTextContent('No longer available');
    expect(items[1]).toHaveTextContent('Old flat by the sea');
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks before removing a favourite, then drops its card', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    const keep = card();
    const drop = card();
    let removed = false;
    const api = mockApi({
      'GET /favorites/auth': () => ({ body: pageOf(removed ? [keep] : [keep, drop]) }),
      'POST /favorites': () => {
        removed = true;
        return { body: { advertId: drop.advert.id, favory: false } };
      },
    });
    const { user } = renderWithRouter(<MyFavorites />, { path: '/dashboard/favorites' });
    const list = await screen.findByRole('list', { name: 'My favourites' });
    const hearts = within(list).getAllByRole('button', { name: 'Remove from favourites' });
    await user.click(hearts[1]!);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /favorites')).toHaveLength(0);
    await user.click(hearts[1]!);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(api.callsTo('POST /favorites')[0]!.body).toEqual({ advertId: drop.advert.id });
    expect(list).toHaveTextContent(keep.advert.title);
  });
});

it('shows more favourites a page when asked and keeps the choice', async () => {
  await logInAs(userWithRole('CUSTOMER'));
  const api = mockApi({ 'GET /favorites/auth': { body: pageOf([card(), card()]) } });
  const { user } = renderWithRouter(<MyFavorites />, { path: '/dashboard/favorites' });
  await expectPageSizeChoice({
    user,
    fetchMock: api.fetchMock,
    path: '/favorites/auth',
    table: 'my-favorites',
    label: 'Favourites per page',
  });
});

describe('MyFavorites in Turkish', () => {
  it('shows its title, price notes and removal in Turkish', async () => {
    await chooseLanguage('tr');
    await logInAs(userWithRole('CUSTOMER'));
    const dropped = card({ savedPrice: 200_000 }, 190_000);
    const gone = goneCard();
    mockApi({ 'GET /favorites/auth': { body: pageOf([dropped, gone]) } });
    renderWithRouter(<MyFavorites />, { path: '/dashboard/favorites' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favorilerim' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Favorilerim' });
    const items = within(list).getAllByRole('article');
    expect(items[0]).toHaveTextContent('Kaydettiğinizden beri fiyat %5 düştü');
    expect(items[1]).toHaveTextContent('Artık mevcut değil');
    expect(screen.getByText('Takip ettiğiniz 2 ilan, en yenisi en üstte.')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Favorilerden çıkar' })).toHaveLength(2);
  });
});
