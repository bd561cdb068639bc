import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import {
  expectErrorThenRetry,
  expectLoadingUntilReleased,
  failingFirst,
  heldBack,
} from '../../../test/page-states';
import { logInAs, renderWithRouter } from '../../../test/render';
import { pageOf } from '../testing/users-admin-api';
import { UsersAdmin } from './users-admin';

const cem = makeUser({ role: 'CUSTOMER', firstName: 'Cem', lastName: 'Kaya' });
const onePage: MockReply = { body: pageOf([cem]) };

async function openUsers(list: Parameters<typeof mockApi>[0][string]) {
  mockApi({ 'GET /user/admin': list });
  await logInAs(makeUser({ role: 'ADMIN' }));
  return renderWithRouter(<UsersAdmin />, { path: '/dashboard/users' });
}

describe('the users page while loading, empty or failing', () => {
  it('shows Loading... until the users arrive', async () => {
    const list = heldBack(onePage);
    await openUsers(list.handler);
    await expectLoadingUntilReleased(list.release, cem.email);
  });

  it('says so when no user matches', async () => {
    await openUsers({ body: pageOf([]) });
    expect(await screen.findByText('No users match this search.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it("shows the server's message with Retry when the list fails, then the users", async () => {
    const { user } = await openUsers(failingFirst(onePage));
    await expectErrorThenRetry(user, cem.email);
  });
});
