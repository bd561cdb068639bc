import type { Role, TourRequest } from '@estate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import {
  expectErrorThenRetry,
  expectLoadingUntilReleased,
  failingFirst,
  heldBack,
} from '../../../../test/page-states';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { TourRequestsPage } from './tour-requests-page';

const tour: TourRequest = {
  id: 301,
  advert: { id: 7, slug: 'sunny-flat', title: 'Sunny flat' },
  tourTime: '2030-05-04T10:30:00',
  tourDate: '2030-05-04',
  timeZone: 'Europe/Istanbul',
  status: 'PENDING',
  guestUser: { id: 2, firstName: 'Gus', lastName: 'Guest' },
  ownerUser: { id: 3, firstName: 'Olga', lastName: 'Owner' },
  createAt: '2030-04-01T08:00:00.000Z',
  actions: [],
};
const pageOf = (content: TourRequest[]): MockReply => ({
  body: { content, totalElements: content.length, totalPages: 1, number: 0, size: 10 },
});

async function openAs(role: Role, list: Parameters<typeof mockApi>[0][string]) {
  const path = role === 'CUSTOMER' ? 'GET /tourRequest' : 'GET /tourRequest/admin';
  mockApi({ [path]: list, 'GET /tourRequest/waiting': { body: { waiting: 0 } } });
  await logInAs(makeUser({ role }));
  return renderWithRouter(<TourRequestsPage />, { path: '/dashboard/tour-requests' });
}

describe.each(['CUSTOMER', 'ADMIN'] as const)('tour requests of %s', (role) => {
  it('shows Loading... until the requests arrive', async () => {
    const list = heldBack(pageOf([tour]));
    await openAs(role, list.handler);
    await expectLoadingUntilReleased(list.release, 'Sunny flat');
  });

  it("says 'No tour requests found.' when there are none", async () => {
    await openAs(role, pageOf([]));
    expect(await screen.findByText('No tour requests found.')).toBeInTheDocument();
    expect(screen.queryByText('Sunny flat')).not.toBeInTheDocument();
  });

  it("shows the server's message with Retry when the list fails, then the requests", async () => {
    const { user } = await openAs(role, failingFirst(pageOf([tour])));
    await expectErrorThenRetry(user, 'Sunny flat');
    expect(screen.queryByText('No tour requests found.')).not.toBeInTheDocument();
  });
});
