import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { makeAdvert } from '../../../../test/advert-factory';
import { AdvertCard } from './advert-card';

const LONG_TITLE = 'Spacious family house with garden and sea view in Sarıyer';

describe('AdvertCard', () => {
  it('says when the advert was listed and, when changed since, updated (docs/product.md#advert-page)', () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const { unmount } = renderWithRouter(
      <AdvertCard advert={makeAdvert({ createAt: daysAgo(12.2), updateAt: daysAgo(3.2) })} />,
    );
    expect(screen.getByText('Listed 12 days ago · Updated 3 days ago')).toBeInTheDocument();
    unmount();
    renderWithRouter(<AdvertCard advert={makeAdvert({ createAt: daysAgo(0.1) })} />);
    expect(screen.getByText('Listed today')).toBeInTheDocument();
  });

  it('shows the featured image with its responsive sources, lazily, titled by the advert', () => {
    const advert = makeAdvert({ title: 'Garden flat' });
    renderWithRouter(<AdvertCard advert={advert} />);
    const image = screen.getByRole('img', { name: 'Garden flat' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', advert.url);
    expect(image).toHaveAttribute('srcset', advert.srcSet);
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '320');
    expect(screen.queryByTestId('advert-image-placeholder')).not.toBeInTheDocument();
  });

  it('offers phones no source wider than the 480w card variant', () => {
    const advert = makeAdvert({
      title: 'Wide',
      srcSet: '/a-thumb.webp 160w, /a-card.webp 480w, /a-gallery.webp 1280w',
    });
    renderWithRouter(<AdvertCard advert={advert} />);
    const source = document.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 575.98px)');
    expect(source).toHaveAttribute('srcset', '/a-thumb.webp 160w, /a-card.webp 480w');
    expect(screen.getByRole('img', { name: 'Wide' })).toHaveAttribute('srcset', advert.srcSet);
  });

  it('loads the image at once when it is above the fold', () => {
    renderWithRouter(<AdvertCard advert={makeAdvert({ title: 'First' })} eager />);
    expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws a placeholder without any request when the advert has no image', () => {
    const api = mockApi({});
    renderWithRouter(
      <AdvertCard advert={makeAdvert({ title: 'Plot', url: null, srcSet: null })} />,
    );
    const placeholder = screen.getByTestId('advert-image-placeholder');
    expect(placeholder.tagName.toLowerCase()).toBe('svg');
    expect(placeholder).toHaveAccessibleName('Plot');
    expect(document.querySelector('img')).toBeNull();
    // No picture is asked for (the rates of the "≈" price are another matter).
    expect(api.calls.filter((c) => c.path !== '/exchange-rates')).toHaveLength(0);
  });

  it('cuts the title to 40 characters and keeps the whole title in its title attribute', () => {
    renderWithRouter(<AdvertCard advert={makeAdvert({ title: LONG_TITLE })} />);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(`${LONG_TITLE.slice(0, 40)}…`);
    expect(link.textContent).toHaveLength(41);
    expect(link).toHaveAttribute('title', LONG_TITLE);
  });

  it('shows a short title whole', () => {
    renderWithRouter(<AdvertCard advert={makeAdvert({ title: 'Cosy studio' })} />);
    expect(screen.getByRole('link')).toHaveTextContent(/^Cosy studio$/);
  });

  it.each([
    [1_250_000, '$1,250,000.00'],
    [0, '$0.00'],
    [950.5, '$950.50'],
  ])('shows the price %d as %s', (price, shown) => {
    renderWithRouter(<AdvertCard advert={makeAdvert({ price })} />);
    expect(screen.getByText(shown)).toHaveClass('advert-card__price');
  });

  it('shows the district and city, and the type and category as badges', () => {
    renderWithRouter(
      <AdvertCard
        advert={makeAdvert({
          districtName: 'Beşiktaş',
          cityName: 'İstanbul',
          advertTypeName: 'Rent',
          categoryName: 'Office',
        })}
      />,
    );
    expect(screen.getByText('Beşiktaş, İstanbul')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Type and category' }));
    expect(badges.getAllByRole('listitem').map((b) => b.textContent)).toEqual(['Rent', 'Office']);
  });

  it('links the whole card to the detail page with one link', () => {
    renderWithRouter(<AdvertCard advert={makeAdvert({ slug: 'sea-view-villa' })} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/property/sea-view-villa');
    expect(links[0]).toHaveClass('stretched-link');
  });

  it('opens the detail page when the card is clicked', async () => {
    const { user, router } = renderWithRouter(
      <AdvertCard advert={makeAdvert({ slug: 'sea-view-villa' })} />,
      { routes: [{ path: '/property/:slug', element: <p>Detail</p> }] },
    );
    await user.click(screen.getByRole('link'));
    expect(router.state.location.pathname).toBe('/property/sea-view-villa');
  });

  it('has a heart that toggles the favourite without opening the advert', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    const advert = makeAdvert({ favory: false });
    const api = mockApi({
      'POST /favorites': { body: { advertId: advert.id, favory: true } },
    });
    const { user, router } = renderWithRouter(<AdvertCard advert={advert} />);
    const heart = screen.getByRole('button', { name: 'Add to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.callsTo('POST /favorites')[0]?.body).toEqual({ advertId: advert.id });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a favourite as a filled heart', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    renderWithRouter(<AdvertCard advert={makeAdvert({ favory: true })} />);
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
