import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, type MockReply } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { pageOf, userPanelsApi } from '../testing/users-admin-api';
import { UsersAdmin } from './users-admin';
import { expectPageSizeChoice } from '../../../test/page-size';

const admin = makeUser({ role: 'ADMIN', firstName: 'Ada' });
const cem = makeUser({ role: 'CUSTOMER', firstName: 'Cem', lastName: '<b>Kaya</b>' });
const deniz = makeUser({
  role: 'MANAGER',
  firstName: 'Deniz',
  lastName: 'Ak',
  photo: { url: '/deniz-large.webp', smallUrl: '/deniz-small.webp' },
});
const eda = makeUser({ role: 'CUSTOMER', firstName: 'Eda', lastName: 'Su' });

async function openUsers(
  deleteReply: MockReply = { body: { message: 'User Delete successful...' } },
) {
  const api = mockApi({
    'GET /user/admin': () => ({ body: pageOf([cem, deniz, eda], { totalElements: 7 }) }),
    [`DELETE /user/${cem.id}/admin`]: deleteReply,
    ...userPanelsApi(cem),
  });
  await logInAs(admin);
  const view = renderWithRouter(<UsersAdmin />, { path: '/dashboard/users' });
  const listQueries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === '/api/user/admin')
      .map((url) => url.searchParams);
  return { api, ...view, listQueries };
}

describe('Users page list', () => {
  it('shows name, e-mail and phone of three users a page with the total', async () => {
    const { listQueries } = await openUsers();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1]!);
    // Markup typed into a field is shown as text.
    expect(first.getByText('Cem <b>Kaya</b>')).toBeInTheDocument();
    expect(first.getByText(cem.email)).toBeInTheDocument();
    // Grouped as its country writes it, to be called with a click.
    expect(await first.findByRole('link', { name: '+90 555 111 00 01' })).toHaveAttribute(
      'href',
      `tel:${cem.phone}`,
    );
    expect(screen.getByText('Total: 7')).toBeInTheDocument();
    // A photo where the person has one, else their initials.
    expect(first.getByText('C<')).toBeInTheDocument();
    expect(rows[2]!.querySelector('img.users-admin__avatar')).toHaveAttribute(
      'src',
      '/deniz-small.webp',
    );
    expect(within(rows[2]!).queryByText('DA')).not.toBeInTheDocument();
    const q = listQueries()[0]!;
    expect([q.get('page'), q.get('size')]).toEqual(['0', '3']);
  });

  it('searches from the first page and pages zero-based', async () => {
    const { user, listQueries } = await openUsers();
    await screen.findByText('Total: 7');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listQueries().at(-1)!.get('page')).toBe('1'));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listQueries().at(-1)!.get('page')).toBe('2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'cem@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listQueries().at(-1)!.get('q')).toBe('cem@'));
    expect(listQueries().at(-1)!.get('page')).toBe('0');
  });

  it('deletes a user after the confirm, says so and reloads the list', async () => {
    const { user, api, listQueries } = await openUsers();
    await user.click(await screen.findByRole('button', { name: 'Delete Cem <b>Kaya</b>' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this user?'),
    ).toBeInTheDocument();
    const readsBefore = listQueries().length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User Delete successful...')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /user/${cem.id}/admin`)).toHaveLength(1);
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(readsBefore));
  });

  it('deletes nothing when the confirm is cancelled', async () => {
    const { user, api } = await openUsers();
    await user.click(await screen.findByRole('button', { name: 'Delete Cem <b>Kaya</b>' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE /user/${cem.id}/admin`)).toHaveLength(0);
  });

  it("shows the server's refusal in an error toast", async () => {
    const { user } = await openUsers(apiError(403, 'You cannot delete your own account here.'));
    await user.click(await screen.findByRole('button', { name: 'Delete Cem <b>Kaya</b>' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('You cannot delete your own account here.')).toBeInTheDocument();
  });

  it('opens the edit form in place of the list and closes back to it', async () => {
    const { user } = await openUsers();
    await user.click(await screen.findByRole('button', { name: 'Edit Cem <b>Kaya</b>' }));
    expect(await screen.findByRole('form', { name: 'User form' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search users' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Adverts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tour Requests' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Favorites' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Logs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(await screen.findByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
  });
});

it('shows more users a page when asked, from the first page, and keeps the choice', async () => {
  const { user, api } = await openUsers();
  await expectPageSizeChoice({
    user,
    fetchMock: api.fetchMock,
    path: '/user/admin',
    table: 'users',
    fromSecondPage: true,
  });
});
