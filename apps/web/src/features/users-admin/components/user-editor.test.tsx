import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../test/render';
import { makeAdvert } from '../../adverts/testing/advert-factory';
import { makeFavorite, pageOf, userPanelsApi } from '../testing/users-admin-api';
import { UserEditor } from './user-editor';

const customer = makeUser({ role: 'CUSTOMER', firstName: 'Cem', lastName: 'Kaya' });
const advert = makeAdvert({ title: 'Sea flat', status: 'PENDING' });
const favorite = makeFavorite({ title: 'Garden villa', favoriId: 77 });

async function openEditor() {
  let favorites = [favorite];
  const api = mockApi({
    ...userPanelsApi(customer),
    [`GET /adverts/userAdverts/${customer.id}`]: { body: pageOf([advert]) },
    [`DELETE /adverts/admin/${advert.id}`]: { body: { message: 'deleted' } },
    [`GET /favorites/admin/${customer.id}`]: () => ({ body: pageOf(favorites) }),
    'DELETE /favorites/77/admin': () => {
      favorites = [];
      return { body: { message: 'The favourite was removed.' } };
    },
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
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This Advert is deleted successfully')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /adverts/admin/${advert.id}`)).toHaveLength(1);
  });

  it('edits an advert on the moderation screen', async () => {
    const { user, router } = await openEditor();
    await user.click(await screen.findByRole('button', { name: 'Edit Sea flat' }));
    expect(await screen.findByText('Moderation screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?edit=${advert.id}`);
  });

  it('removes a favourite and shows the list without it at once', async () => {
    const { user } = await openEditor();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Garden villa from favorites' }),
    );
    expect(await screen.findByText('The favourite was removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Garden villa')).not.toBeInTheDocument());
    expect(screen.getByText('No favorites.')).toBeInTheDocument();
  });
});
