import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { OverviewTiles } from './overview-tiles';

const REPORT = {
  Customers: 1234,
  Categories: 6,
  Adverts: 71,
  AdvertTypes: 2,
  TourRequests: 9,
  PendingAdverts: 4,
  Favorites: 2,
};

const tiles = () =>
  within(screen.getByRole('list', { name: 'Overview' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('OverviewTiles', () => {
  it('shows staff the five counts from GET /report with their links', async () => {
    await logInAs(userWithRole('ADMIN'), 'admin-token');
    const api = mockApi({ 'GET /report': { body: REPORT } });
    renderWithRouter(<OverviewTiles role="ADMIN" />, { path: '/dashboard' });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(tiles()).toEqual([
      ['Customers1,234', '/dashboard/users'],
      ['Categories6', '/dashboard/categories'],
      ['Adverts71', '/dashboard/adverts'],
      ['Advert Types2', '/dashboard/advert-types'],
      ['Tour Requests9', '/dashboard/tour-requests'],
    ]);
    expect(api.calls[0]?.headers.authorization).toBe('admin-token');
  });

  it('shows a customer only the tiles of pages they may open, adverts leading to their own', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({
      'GET /report': { body: { ...REPORT, Customers: null, Adverts: 3, TourRequests: 1 } },
    });
    renderWithRouter(<OverviewTiles role="CUSTOMER" />, { path: '/dashboard' });
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(tiles()).toEqual([
      ['Adverts3', '/dashboard/my-adverts'],
      ['Tour Requests1', '/dashboard/tour-requests'],
    ]);
  });

  it("shows the server's message when the counts cannot be loaded", async () => {
    await logInAs(userWithRole('MANAGER'));
    mockApi({ 'GET /report': apiError(500, 'Something went wrong on our side.') });
    renderWithRouter(<OverviewTiles role="MANAGER" />, { path: '/dashboard' });
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
