import type { GoneAdvert } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { chooseLanguage } from '../../../i18n';
import { GoneFavoriteCard } from './gone-favorite-card';
import { MyFavorites } from './my-favorites';

const gone = (overrides: Partial<GoneAdvert> = {}): GoneAdvert => ({
  id: 77,
  slug: 'harbour-loft',
  title: 'Harbour loft',
  price: 320_000,
  currency: 'EUR',
  imageUrl: '/uploads/adverts/77/approved-card.webp',
  favory: true,
  ...overrides,
});

afterEach(async () => {
  await chooseLanguage('en');
});

describe('GoneFavoriteCard (docs/product.md#favourites)', () => {
  it('shows only what was last public: title, price and the picture then, marked no longer available, with no link', () => {
    renderWithRouter(
      <GoneFavoriteCard advert={gone()} heart={<button type="button">heart</button>} />,
    );
    const card = screen.getByRole('article', { name: 'Harbour loft' });
    expect(card).toHaveTextContent('No longer available');
    expect(card).toHaveTextContent('€320,000.00');
    expect(card).toHaveTextContent('Shown as it was when it was last on the site.');
    expect(within(card).getByRole('img', { name: 'Harbour loft' })).toHaveAttribute(
      'src',
      '/uploads/adverts/77/approved-card.webp',
    );
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'heart' })).toBeInTheDocument();
  });

  it('draws the placeholder when the picture was deleted since', () => {
    renderWithRouter(<GoneFavoriteCard advert={gone({ imageUrl: null })} heart={null} />);
    expect(screen.getByTestId('advert-image-placeholder')).toHaveAccessibleName('Harbour loft');
  });

  it('shows nothing but "no longer available" for an advert never known as public', () => {
    const unknown = gone({ slug: '', title: null, price: null, currency: null, imageUrl: null });
    renderWithRouter(<GoneFavoriteCard advert={unknown} heart={null} />);
    const card = screen.getByRole('article', { name: 'No longer available' });
    expect(card).toHaveTextContent('No longer available');
    expect(within(card).queryByRole('heading')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(/\d|Shown as it was/);
  });

  it('says so in Turkish', async () => {
    await chooseLanguage('tr');
    renderWithRouter(<GoneFavoriteCard advert={gone()} heart={null} />);
    const card = screen.getByRole('article', { name: 'Harbour loft' });
    expect(card).toHaveTextContent('Artık mevcut değil');
    expect(card).toHaveTextContent('Sitede son göründüğü hâliyle gösteriliyor.');
  });

  it('is removed by its heart on the favourites page, after asking', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    let removed = false;
    const card = {
      advert: gone(),
      savedPrice: 320_000,
      savedAt: '2026-11-01T10:00:00.000Z',
      available: false,
    };
    const api = mockApi({
      'GET /favorites/auth': () => ({
        body: {
          content: removed ? [] : [card],
          totalElements: removed ? 0 : 1,
          totalPages: removed ? 0 : 1,
          number: 0,
          size: 10,
        },
      }),
      'POST /favorites': () => {
        removed = true;
        return { body: { advertId: 77, favory: false } };
      },
    });
    const { user } = renderWithRouter(<MyFavorites />, { path: '/dashboard/favorites' });
    const list = await screen.findByRole('list', { name: 'My favourites' });
    await user.click(within(list).getByRole('button', { name: 'Remove from favourites' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'My favourites' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST /favorites')[0]!.body).toEqual({ advertId: 77 });
  });
});
