import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, type MockReply } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { categoryPage, makeCategory } from '../testing/category-factory';
import { CategoriesScreen } from './categories-screen';
import { expectPageSizeChoice } from '../../../test/page-size';

const house = makeCategory({ title: 'House <i>x</i>', icon: 'house', seq: 1, isActive: true });
const land = makeCategory({ title: 'Land', icon: 'tree', seq: 2, isActive: false });
const shop = makeCategory({ title: 'Shop', icon: 'shop', seq: 3 });

async function openScreen(extra: Record<string, MockReply> = {}) {
  const api = mockApi({
    'GET /categories/admin': { body: categoryPage([house, land, shop], 7) },
    [`GET /propertieskey/getAllByCatgory/${house.id}`]: {
      body: [
        { id: 11, name: 'Rooms', type: 'text', unit: null, min: null, max: null, choices: [] },
        { id: 12, name: 'Garden', type: 'text', unit: null, min: null, max: null, choices: [] },
      ],
    },
    ...extra,
  });
  await logInAs(makeUser({ role: 'MANAGER' }));
  const view = renderWithRouter(<CategoriesScreen />, { path: '/dashboard/categories' });
  const listQueries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === '/api/categories/admin')
      .map((url) => url.searchParams);
  return { api, listQueries, ...view };
}

describe('Categories screen', () => {
  it('lists icon, name, sequence and status three a page with the total', async () => {
    const { listQueries } = await openScreen();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1]!);
    expect(first.getByText('House <i>x</i>')).toBeInTheDocument();
    expect(first.getByTitle('house').querySelector('svg')).not.toBeNull();
    expect(first.getByText('1')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Total: 7')).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    const q = listQueries()[0]!;
    expect([q.get('page'), q.get('size'), q.get('sort'), q.get('type')]).toEqual([
      '0',
      '3',
      'seq',
      'ASC',
    ]);
  });

  it('searches from the first page and pages zero-based', async () => {
    const { user, listQueries } = await openScreen();
    await screen.findByText('Total: 7');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listQueries().at(-1)!.get('page')).toBe('1'));
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'sho');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listQueries().at(-1)!.get('q')).toBe('sho'));
    expect(listQueries().at(-1)!.get('page')).toBe('0');
  });

  it('deletes after a confirm, and shows why when the server refuses', async () => {
    const { user, api } = await openScreen({
      [`DELETE /admin-category/${land.id}`]: { body: { message: 'The category was deleted.' } },
      [`DELETE /admin-category/${shop.id}`]: apiError(
        409,
        'This category is used by 4 adverts and cannot be deleted.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Land' }));
    expect(
      screen.getByText('Are you sure you want to delete this category? Category = Land'),
    ).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The category was deleted.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /admin-category/${land.id}`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete Shop' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('This category is used by 4 adverts and cannot be deleted.'),
    ).toBeInTheDocument();
  });

  it('opens the create form with ADD NEW and closes it again', async () => {
    const { user } = await openScreen();
    await user.click(await screen.findByRole('button', { name: 'ADD NEW' }));
    expect(screen.getByRole('form', { name: 'New Category' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(await screen.findByText('Total: 7')).toBeInTheDocument();
  });

  it('edits with the keys loaded: renames one, adds one and saves the whole list', async () => {
    const { user, api } = await openScreen({
      [`PUT /admin-category/${house.id}`]: { body: house },
    });
    await user.click(await screen.findByRole('button', { name: `Edit ${house.title}` }));
    const form = within(await screen.findByRole('form', { name: `Edit Category: ${house.title}` }));
    expect(form.getByLabelText('Title')).toHaveValue(house.title);
    expect(form.getByRole('radio', { name: 'house' })).toBeChecked();
    expect(form.getByRole('button', { name: 'CLOSE' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'DELETE' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Rename Garden' }));
    const prompt = screen.getByLabelText('Enter the new property name:');
    await user.clear(prompt);
    await user.type(prompt, 'Yard{Enter}');
    await user.type(form.getByRole('textbox', { name: 'Property name' }), 'Pool{Enter}');
    await user.click(form.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Data saved successfully!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /admin-category/${house.id}`)[0]!.body).toMatchObject({
      title: house.title,
      seq: 1,
      properties: [{ id: 11, name: 'Rooms' }, { id: 12, name: 'Yard' }, { name: 'Pool' }],
    });
    expect(await screen.findByText('Total: 7')).toBeInTheDocument();
  });

  it('deletes from the edit form after a confirm', async () => {
    const { user, api } = await openScreen({
      [`DELETE /admin-category/${house.id}`]: { body: { message: 'The category was deleted.' } },
    });
    await user.click(await screen.findByRole('button', { name: `Edit ${house.title}` }));
    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The category was deleted.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /admin-category/${house.id}`)).toHaveLength(1);
    expect(await screen.findByText('Total: 7')).toBeInTheDocument();
  });
});

it('shows more categories a page when asked, from the first page, and keeps the choice', async () => {
  const { user, api } = await openScreen();
  await expectPageSizeChoice({
    user,
    fetchMock: api.fetchMock,
    path: '/categories/admin',
    table: 'categories',
    fromSecondPage: true,
  });
});
