import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import {
  expectErrorThenRetry,
  expectLoadingUntilReleased,
  failingFirst,
  heldBack,
} from '../../../../test/page-states';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { advertPage, makeAdvert } from '../../../../test/advert-factory';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { makeAdminDetail, tourPage } from '../testing/moderation-fixtures';
import { ModerationPage } from './moderation-page';

const villa = makeAdvert({ title: 'Sea villa', status: 'PENDING' });
const onePage: MockReply = { body: advertPage([villa], { size: 3 }) };

async function openModeration(
  handlers: Parameters<typeof mockApi>[0],
  url = '/dashboard/adverts?status=1',
) {
  mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /tourRequest/admin': { body: advertPage([]) },
    ...handlers,
  });
  await logInAs(userWithRole('MANAGER'));
  return renderWithRouter(<ModerationPage />, {
    path: '/dashboard/adverts',
    initialEntries: [url],
  });
}

describe('the adverts back office while loading, empty or failing', () => {
  it('shows Loading... until the adverts arrive', async () => {
    const list = heldBack(onePage);
    await openModeration({ 'GET /adverts': list.handler });
    await expectLoadingUntilReleased(list.release, 'Sea villa');
  });

  it('says so when no advert matches, with a total of 0', async () => {
    await openModeration({ 'GET /adverts': { body: advertPage([], { size: 3 }) } });
    expect(await screen.findByText('No adverts match this search.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message with Retry when the list fails, then the list", async () => {
    const { user } = await openModeration({ 'GET /adverts': failingFirst(onePage) });
    await expectErrorThenRetry(user, 'Sea villa');
  });
});

describe('the admin advert editor while loading or failing', () => {
  const detail = { body: makeAdminDetail(41, 'PENDING') };
  const editing = '/dashboard/adverts?edit=41';

  it('shows that the advert is loading, then the editor', async () => {
    const advert = heldBack(detail);
    await openModeration(
      { 'GET /adverts': onePage, 'GET /adverts/admin/41': advert.handler },
      editing,
    );
    await expectLoadingUntilReleased(advert.release, 'Current Status', 'Loading the advert…');
    expect(screen.getByLabelText('Title')).toHaveValue('Advert 41');
  });

  it("shows the server's message with Retry when the advert cannot be read", async () => {
    const { user } = await openModeration(
      { 'GET /adverts': onePage, 'GET /adverts/admin/41': failingFirst(detail) },
      editing,
    );
    await expectErrorThenRetry(user, 'Current Status');
  });
});

describe("the admin editor's tour requests while loading, empty or failing", () => {
  const guest = { id: 9, firstName: 'Ayşe', lastName: 'Yılmaz' };
  const tour = {
    id: 77,
    advert: { id: 41, slug: 'advert-41', title: 'Advert 41' },
    tourTime: '2026-12-01T10:30:00',
    tourDate: '2026-12-01',
    timeZone: 'Europe/Istanbul',
    status: 'PENDING',
    guestUser: guest,
    ownerUser: { id: 3, firstName: 'Owner', lastName: 'One' },
    createAt: '2026-11-20T09:00:00.000Z',
    actions: [],
  };
  const tours: MockReply = { body: tourPage([tour]) };
  const openTours = async (reply: Parameters<typeof mockApi>[0][string]) => {
    const view = await openModeration(
      {
        'GET /adverts': onePage,
        'GET /adverts/admin/41': { body: makeAdminDetail(41, 'PENDING') },
        'GET /tourRequest/admin': reply,
      },
      '/dashboard/adverts?edit=41',
    );
    await screen.findByRole('form', { name: 'Advert editor' });
    return view;
  };

  it('shows Loading... until the requests arrive', async () => {
    const held = heldBack(tours);
    await openTours(held.handler);
    await expectLoadingUntilReleased(held.release, 'Ayşe Yılmaz');
  });

  it("says 'No tour requests found.' when the advert has none", async () => {
    await openTours({ body: tourPage([]) });
    const panel = screen.getByRole('region', { name: 'Tour Requests' });
    expect(await within(panel).findByText('No tour requests found.')).toBeInTheDocument();
    expect(within(panel).getByText('Total: 0')).toBeInTheDocument();
  });

  it("shows the server's message with Retry when they cannot be read", async () => {
    const { user } = await openTours(failingFirst(tours));
    await expectErrorThenRetry(user, 'Ayşe Yılmaz');
  });
});
