import type { TourRequest } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../test/render';
import { makeAdvert } from '../../../test/advert-factory';
import { makeFavorite, pageOf, userPanelsApi } from '../testing/users-admin-api';
import { UserEditor } from './user-editor';
import { expectPageSizeChoice } from '../../../test/page-size';

const customer = makeUser({ role: 'CUSTOMER', firstName: 'Cem', lastName: 'Kaya' });
const advert = makeAdvert({ title: 'Sea flat', status: 'PENDING' });
const favorite = makeFavorite({ title: 'Garden villa', favoriId: 77 });

const tour: TourRequest = {
  id: 88,
  advert: { id: 9, slug: 'harbour-loft', title: 'Harbour loft' },
  tourTime: '2030-05-04T10:30:00',
  tourDate: '2030-05-04',
  timeZone: 'Europe/Istanbul',
  status: 'PENDING',
  guestUser: { id: customer.id, firstName: 'Cem', lastName: 'Kaya' },
  ownerUser: { id: 3, firstName: 'Olga', lastName: 'Owner' },
  createAt: '2030-04-01T08:00:00.000Z',
  actions: [],
};

async function openEditor(handlers = {}) {
  let favorites = [favorite];
  const api = mockApi({
    ...userPanelsApi(customer),
    'DELETE /tourRequest/88': { body: { message: 'The tour request was deleted' } },
    [`GET /adverts/userAdverts/${customer.id}`]: { body: pageOf([advert]) },
    [`DELETE /adverts/admin/${advert.id}`]: { body: { message: 'deleted' } },
    [`GET /favorites/admin/${customer.id}`]: () => ({ body: pageOf(favorites) }),
    'DELETE /favorites/77/admin': () => {
      favorites = [];
      return { body: { message: 'The favourite was removed.' } };
    },
    ...handlers,
  });
  await logInAs(makeUser({ role: 'ADMIN' }));
  const view = renderWithRouter(<UserEditor user={customer} onClose={vi.fn()} />, {
    path: '/dashboard/users',
    routes: [{ path: '/dashboard/adverts', ...page('Moderation screen') }],
  });
  return { api, ...view };
}

describe("The user's panels", () => {
  it('deletes one of the user’s adverts through the staff path after the confirm', async () => {
    const { user, api } = await openEditor();
    await user.click(await screen.findByRole('button', { name: 'Delete Sea flat' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this Advert? Advert Title = Sea flat',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This Advert is deleted successfully')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /adverts/admin/${advert.id}`)).toHaveLength(1);
  });

  it('edits an advert on the moderation screen', async () => {
    const { user, router } = await openEditor();
    await user.click(await screen.findByRole('button', { name: 'Edit Sea flat' }));
    expect(await screen.findByText('Moderation screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?edit=${advert.id}`);
  });

  it('asks before removing a favourite, naming it; Cancel removes nothing', async () => {
    const { user, api } = await openEditor();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Garden villa from favorites' }),
    );
    const question = await screen.findByRole('dialog', {
      name: "Remove Garden villa from this user's favorites?",
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /favorites/77/admin')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Garden villa from favorites' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('The favourite was removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Garden villa')).not.toBeInTheDocument());
    expect(screen.getByText('No favorites.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /favorites/77/admin')).toHaveLength(1);
  });

  it('asks before deleting a tour request of the user, naming its advert and time', async () => {
    const { user, api } = await openEditor({ 'GET /tourRequest/admin': { body: pageOf([tour]) } });
    await user.click(
      await screen.findByRole('button', { name: 'Delete the tour of Harbour loft' }),
    );
    const question = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete the tour of Harbour loft on 2030-05-04 at 10:30?',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /tourRequest/88')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the tour of Harbour loft' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.callsTo('DELETE /tourRequest/88')).toHaveLength(1));
  });
});

it.each([
  ['Adverts per page', 'user-adverts', `/adverts/userAdverts/${customer.id}`],
  ['Favorites per page', 'user-favorites', `/favorites/admin/${customer.id}`],
  ['Tour requests per page', 'user-tour-requests', '/tourRequest/admin'],
] as const)('offers %s, kept for that panel', async (label, table, path) => {
  const { user, api } = await openEditor({ 'GET /tourRequest/admin': { body: pageOf([tour]) } });
  await expectPageSizeChoice({ user, fetchMock: api.fetchMock, path, table, label });
});
