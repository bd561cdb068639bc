import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import {
  expectErrorThenRetry,
  expectLoadingUntilReleased,
  failingFirst,
  heldBack,
} from '../../../test/page-states';
import { logInAs, renderWithRouter } from '../../../test/render';
import { categoryPage, makeCategory } from '../testing/category-factory';
import { CategoriesScreen } from './categories-screen';

const villa = makeCategory({ title: 'Villa' });

async function openScreen(handlers: Parameters<typeof mockApi>[0]) {
  mockApi(handlers);
  await logInAs(makeUser({ role: 'MANAGER' }));
  return renderWithRouter(<CategoriesScreen />, { path: '/dashboard/categories' });
}

// The list's loading and failure are checked in components/query-status.test.tsx.
describe('the categories page when empty', () => {
  it('says so when no category matches', async () => {
    await openScreen({ 'GET /categories/admin': { body: categoryPage([], 0) } });
    expect(await screen.findByText('No categories found.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });
});

describe('the category edit form while its property keys load or fail', () => {
  const keysPath = `GET /propertieskey/getAllByCatgory/${villa.id}`;
  const keys = {
    body: [{ id: 11, name: 'Rooms', type: 'text', unit: null, min: null, max: null, choices: [] }],
  };
  const openEditor = async (keysReply: Parameters<typeof mockApi>[0][string]) => {
    const view = await openScreen({
      'GET /categories/admin': { body: categoryPage([villa], 1) },
      [keysPath]: keysReply,
    });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Villa' }));
    return view;
  };

  it('shows that the category is loading, then the form with its keys', async () => {
    const held = heldBack(keys);
    await openEditor(held.handler);
    await expectLoadingUntilReleased(held.release, 'Rooms', 'Loading the category…');
    expect(screen.getByRole('form', { name: 'Edit Category: Villa' })).toBeInTheDocument();
  });

  it("shows the server's message with Retry when the keys cannot be read", async () => {
    const { user } = await openEditor(failingFirst(keys));
    await expectErrorThenRetry(user, 'Rooms');
  });
});
