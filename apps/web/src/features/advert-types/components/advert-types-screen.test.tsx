import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferredReply, mockApi, type MockReply } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { AdvertTypesScreen } from './advert-types-screen';

const TYPES = [
  { id: 1, title: 'Rents', titleTr: 'Kiralık' },
  { id: 2, title: 'Sales', titleTr: null },
  { id: 3, title: 'Swap <b>' },
];

async function openScreen(extra: Record<string, MockReply | (() => Promise<MockReply>)> = {}) {
  const api = mockApi({
    'GET /advert-types/admin': { body: TYPES },
    ...extra,
  });
  await logInAs(makeUser({ role: 'ADMIN' }));
  const view = renderWithRouter(<AdvertTypesScreen />, { path: '/dashboard/advert-types' });
  const searches = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === '/api/advert-types/admin')
      .map((url) => url.searchParams.get('q'));
  return { api, searches, ...view };
}

const list = () => within(screen.getByRole('list', { name: 'Advert types' }));

describe('Advert types screen', () => {
  it('says Yükleniyor... while loading, then lists titles without a trailing s', async () => {
    const slow = deferredReply({ body: TYPES });
    await openScreen({ 'GET /advert-types/admin': slow.handler });
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    slow.release();
    expect(await screen.findByText('Rent')).toBeInTheDocument();
    expect(
      list()
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.advert-type-list__title')?.textContent),
    ).toEqual(['Rent', 'Sale', 'Swap <b>']);
    // The Turkish name under the English one; a missing one is marked for staff.
    expect(list().getByText('Kiralık')).toHaveAttribute('lang', 'tr');
    expect(list().getAllByText('No Turkish name')).toHaveLength(2);
  });

  it('filters with the search box', async () => {
    const { user, searches } = await openScreen();
    await screen.findByText('Rent');
    await user.type(screen.getByRole('searchbox', { name: 'Search advert types' }), 'sal');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches().at(-1)).toBe('sal'));
  });

  it('creates a type: CREATE stays disabled while the title is empty', async () => {
    const { user, api } = await openScreen({
      'POST /advert-types': { status: 201, body: { id: 9, title: 'Lease' } },
    });
    await user.click(await screen.findByRole('button', { name: 'ADD NEW' }));
    const form = within(screen.getByRole('form', { name: 'New Advert Type' }));
    expect(form.getByRole('button', { name: 'CREATE' })).toBeDisabled();
    await user.type(form.getByLabelText('Title'), '   ');
    expect(form.getByRole('button', { name: 'CREATE' })).toBeDisabled();
    await user.type(form.getByLabelText('Title'), 'Lease');
    await user.type(form.getByLabelText('Turkish title'), ' Kiralama ');
    await user.click(form.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /advert-types')[0]!.body).toEqual({
      title: 'Lease',
      titleTr: 'Kiralama',
    });
    expect(await screen.findByText('Rent')).toBeInTheDocument();
  });

  it("shows the server's refusal of a taken title", async () => {
    const message = 'An advert type with this title already exists.';
    const { user } = await openScreen({
      'POST /advert-types': apiError(409, message, { title: message }),
    });
    await user.click(await screen.findByRole('button', { name: 'ADD NEW' }));
    await user.type(screen.getByLabelText('Title'), 'sales');
    await user.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
  });

  it('renames from the edit form with CLOSE, DELETE and SAVE', async () => {
    const { user, api } = await openScreen({
      'PUT /advert-types/2': { body: { id: 2, title: 'For sale' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Sale' }));
    const form = within(screen.getByRole('form', { name: 'Edit Advert Type' }));
    expect(form.getByLabelText('Title')).toHaveValue('Sales');
    expect(form.getByRole('button', { name: 'CLOSE' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'DELETE' })).toBeInTheDocument();
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'For sale');
    await user.click(form.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT /advert-types/2')[0]!.body).toEqual({
      title: 'For sale',
      titleTr: null,
    });
  });

  it('shows the kept Turkish title in the edit form and the server’s refusal beside it', async () => {
    const message = 'The Turkish title must be at most 40 characters';
    const { user } = await openScreen({
      'PUT /advert-types/1': apiError(400, message, { titleTr: message }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Rent' }));
    const form = within(screen.getByRole('form', { name: 'Edit Advert Type' }));
    expect(form.getByLabelText('Turkish title')).toHaveValue('Kiralık');
    await user.click(form.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
  });

  it("deletes after a confirm with 'Data silindi', from the list and from the edit form", async () => {
    const { user, api } = await openScreen({
      'DELETE /advert-types/1': { body: { message: 'The advert type was deleted.' } },
      'DELETE /advert-types/2': apiError(
        409,
        'This advert type is used by 3 adverts and cannot be deleted.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Rent' }));
    expect(
      screen.getByText('Are you sure you want to delete this advert type? Advert Type = Rents'),
    ).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Data silindi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Sale' }));
    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('This advert type is used by 3 adverts and cannot be deleted.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /advert-types/1')).toHaveLength(1);
    expect(api.callsTo('DELETE /advert-types/2')).toHaveLength(1);
  });
});
