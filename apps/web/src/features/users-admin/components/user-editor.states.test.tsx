import type { TourRequest } from '@estate/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockReply } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import {
  expectErrorThenRetry,
  expectLoadingUntilReleased,
  failingFirst,
  heldBack,
} from '../../../test/page-states';
import { logInAs, renderWithRouter } from '../../../test/render';
import { makeAdvert } from '../../../test/advert-factory';
import { makeFavorite, makeLogs, pageOf, userPanelsApi } from '../testing/users-admin-api';
import { UserEditor } from './user-editor';

const customer = makeUser({ role: 'CUSTOMER', firstName: 'Cem', lastName: 'Kaya' });
const [login] = makeLogs(1);
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

/** Each panel under the user form: its call, what it lists, and what it says with nothing. */
const PANELS = [
  {
    title: 'Adverts',
    call: `GET /adverts/userAdverts/${customer.id}`,
    filled: { body: pageOf([makeAdvert({ title: 'Sea flat' })]) },
    shown: 'Sea flat',
    empty: 'No adverts.',
  },
  {
    title: 'Tour Requests',
    call: 'GET /tourRequest/admin',
    filled: { body: pageOf([tour]) },
    shown: 'Harbour loft',
    empty: 'No tour requests found.',
  },
  {
    title: 'Favorites',
    call: `GET /favorites/admin/${customer.id}`,
    filled: { body: pageOf([makeFavorite({ title: 'Garden villa' })]) },
    shown: 'Garden villa',
    empty: 'No favorites.',
  },
  {
    title: 'Logs',
    call: `GET /logs/${customer.id}`,
    filled: { body: [login] },
    shown: login!.log,
    empty: 'No activity yet.',
  },
] satisfies { title: string; call: string; filled: MockReply; shown: string; empty: string }[];

async function openEditor(handlers: Parameters<typeof mockApi>[0] = {}) {
  mockApi({ ...userPanelsApi(customer), ...handlers });
  await logInAs(makeUser({ role: 'ADMIN' }));
  return renderWithRouter(<UserEditor user={customer} onClose={vi.fn()} />, {
    path: '/dashboard/users',
  });
}

const panel = (title: string) => within(screen.getByRole('region', { name: title }));

describe.each(PANELS)("the user's $title panel", ({ title, call, filled, shown, empty }) => {
  it('shows Loading... until its list arrives', async () => {
    const list = heldBack(filled);
    await openEditor({ [call]: list.handler });
    expect(await panel(title).findByText('Loading...')).toBeInTheDocument();
    await expectLoadingUntilReleased(list.release, shown);
  });

  it(`says '${empty}' when there is nothing`, async () => {
    await openEditor();
    expect(await panel(title).findByText(empty)).toBeInTheDocument();
    expect(panel(title).getByText('Total: 0')).toBeInTheDocument();
  });

  it("shows the server's message with Retry in the panel, then the list", async () => {
    const { user } = await openEditor({ [call]: failingFirst(filled) });
    expect(await panel(title).findByRole('alert')).toBeInTheDocument();
    await expectErrorThenRetry(user, shown);
  });
});
