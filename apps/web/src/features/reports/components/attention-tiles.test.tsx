import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { AttentionTiles } from './attention-tiles';

const REPORT = {
  Customers: null,
  Categories: 6,
  Adverts: 3,
  AdvertTypes: 2,
  TourRequests: 5,
  PendingAdverts: 2,
  Favorites: 7,
};

const tiles = () =>
  within(screen.getByRole('list', { name: 'Waiting for you' }))
    .getAllByRole('listitem')
    .map((li) => [li.textContent, li.querySelector('a')?.getAttribute('href') ?? null]);

describe('AttentionTiles', () => {
  it('shows staff the adverts waiting for review, leading to the pending list', async () => {
    await logInAs(userWithRole('MANAGER'));
    const api = mockApi({
      'GET /report': { body: { ...REPORT, Customers: 9, PendingAdverts: 12 } },
    });
    renderWithRouter(<AttentionTiles role="MANAGER" />, { path: '/dashboard' });
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(tiles()).toEqual([['Waiting for review12', '/dashboard/adverts?status=0']]);
    expect(api.callsTo('GET /tourRequest/waiting')).toHaveLength(0);
  });

  it('shows a customer their adverts in review, favourites and tours waiting for their answer', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({
      'GET /report': { body: REPORT },
      'GET /tourRequest/waiting': { body: { waiting: 4 } },
    });
    renderWithRouter(<AttentionTiles role="CUSTOMER" />, { path: '/dashboard' });
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(tiles()).toEqual([
      ['My adverts waiting for review2', '/dashboard/my-adverts'],
      ['Favourites7', '/dashboard/favorites'],
      ['Tour requests waiting for your answer4', '/dashboard/tour-requests?tab=owner'],
    ]);
  });

  it('shows a failed count as an error with Retry instead of endless placeholders', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    let fail = true;
    mockApi({
      'GET /report': { body: REPORT },
      'GET /tourRequest/waiting': () =>
        fail ? apiError(500, 'Something went wrong on our side.') : { body: { waiting: 4 } },
    });
    const { user } = renderWithRouter(<AttentionTiles role="CUSTOMER" />, { path: '/dashboard' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.queryByLabelText('Loading count')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
