import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { TourAdvertTitle } from './tour-advert-title';

describe('TourAdvertTitle', () => {
  it('links a public advert to its page', async () => {
    const advert = { id: 7, slug: 'sunny-flat', title: 'Sunny flat', available: true };
    renderWithRouter(<TourAdvertTitle advert={advert} linked />, {
      path: '/dashboard/tour-requests',
    });
    expect(await screen.findByRole('link', { name: 'Sunny flat' })).toHaveAttribute(
      'href',
      '/property/sunny-flat',
    );
  });

  it('shows an advert that is no longer public by its last public title, marked, without a link', async () => {
    const advert = { id: 7, slug: 'sunny-flat', title: 'Sunny flat', available: false };
    renderWithRouter(<TourAdvertTitle advert={advert} linked />, {
      path: '/dashboard/tour-requests',
    });
    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.getByText(/Sunny flat/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
