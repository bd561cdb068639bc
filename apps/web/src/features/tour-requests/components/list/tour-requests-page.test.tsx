import { TOUR_TIME_SLOTS, type TourRequest } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { TourRequestsPage } from './tour-requests-page';
import { expectPageSizeChoice } from '../../../../test/page-size';

let nextId = 100;
function makeTour(fields: Partial<TourRequest> = {}): TourRequest {
  nextId += 1;
  return {
    id: nextId,
    advert: { id: 7, slug: 'sunny-flat', title: 'Sunny flat' },
    tourTime: '2030-05-04T10:30:00',
    tourDate: '2030-05-04',
    timeZone: 'Europe/Istanbul',
    status: 'PENDING',
    guestUser: { id: 2, firstName: 'Gus', lastName: 'Guest' },
    ownerUser: { id: 3, firstName: 'Olga', lastName: 'Owner' },
    createAt: '2030-04-01T08:00:00.000Z',
    actions: [],
    ...fields,
  };
}

const pageOf = (content: TourRequest[]) => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  number: 0,
  size: 10,
});

// Until approved the API names the other side by short name (docs/product.md#tour-requests).
const mine = makeTour({
  advert: { id: 8, slug: 'loft', title: 'Loft <img src=x onerror=alert(1)>' },
  ownerUser: { id: 3, firstName: 'Olga', lastName: 'O.' },
  actions: ['cancel', 'changeTime', 'delete'],
});
const onMyAdvert = makeTour({
  guestUser: { id: 2, firstName: 'Gus', lastName: 'G.' },
  actions: ['approve', 'decline'],
});

describe('Tour requests page', () => {
  it('shows a customer their own requests with the guest actions, markup as text', async () => {
    const api = mockApi({
      'GET /tourRequest': { body: pageOf([mine]) },
      'GET /tourRequest/waiting': { body: { waiting: 3 } },
    });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    renderWithRouter(<TourRequestsPage />, { path: '/dashboard/tour-requests' });
    expect(await screen.findByRole('heading', { name: 'My Tour Requests' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const row = within(rows[1]!);
    expect(row.getByText('Loft <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(row.getByText('Olga O.')).toBeInTheDocument();
    expect(row.getByText('Gus Guest')).toBeInTheDocument();
    expect(row.getByText('Pending')).toHaveClass('tour-status--pending');
    expect(row.getByText('2030-05-04')).toBeInTheDocument();
    // Without seconds, in the property's zone.
    expect(row.getByText('(Istanbul time)').closest('td')).toHaveTextContent(
      '10:30 (Istanbul time)',
    );
    expect(row.queryByRole('button', { name: /^Add to calendar/ })).toBeNull();
    const buttons = row.getAllByRole('button').map((b) => b.getAttribute('title'));
    expect(buttons).toEqual(['Cancel tour', 'Change time', 'Delete', 'Details']);
    expect(screen.getByRole('tab', { name: /Requests on my adverts/ })).toHaveTextContent('3');
    expect(api.callsTo('GET /tourRequest')).toHaveLength(1);
  });

  it("switches to the requests on the customer's adverts, approves one and says so", async () => {
    let approved = false;
    const api = mockApi({
      'GET /tourRequest': () => ({
        body: pageOf([
          approved ? { ...onMyAdvert, status: 'APPROVED', actions: ['decline'] } : onMyAdvert,
        ]),
      }),
      'GET /tourRequest/waiting': { body: { waiting: 1 } },
      [`PATCH /tourRequest/${onMyAdvert.id}/approve`]: () => {
        approved = true;
        return { body: { ...onMyAdvert, status: 'APPROVED', actions: ['decline'] } };
      },
    });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    const { user } = renderWithRouter(<TourRequestsPage />, { path: '/dashboard/tour-requests' });
    await user.click(await screen.findByRole('tab', { name: /Requests on my adverts/ }));
    await user.click(await screen.findByRole('button', { name: 'Approve: Sunny flat' }));
    expect(await screen.findByText('The tour request was approved.')).toBeInTheDocument();
    expect(await screen.findByText('Approved')).toHaveClass('tour-status--approved');
    expect(screen.queryByRole('button', { name: 'Approve: Sunny flat' })).toBeNull();
    // The owner can put the approved tour in their calendar, from the row and from its details.
    expect(screen.getByRole('button', { name: 'Add to calendar: Sunny flat' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Details: Sunny flat' }));
    const info = await screen.findByRole('dialog');
    expect(within(info).getByText('10:30 (Istanbul time)')).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Add to calendar: Sunny flat' })).toBeVisible();
    const ownerCalls = api.fetchMock.mock.calls
      .map(([u]) => String(u))
      .filter((u) => u.includes('role=owner'));
    expect(ownerCalls.length).toBeGreaterThan(0);
  });

  it('offers the guest "Add to calendar" on an approved tour, in the row and its details', async () => {
    const approvedTour = makeTour({ status: 'APPROVED', actions: ['cancel'] });
    mockApi({
      'GET /tourRequest': { body: pageOf([approvedTour]) },
      'GET /tourRequest/waiting': { body: { waiting: 0 } },
    });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    const { user } = renderWithRouter(<TourRequestsPage />, { path: '/dashboard/tour-requests' });
    expect(
      await screen.findByRole('button', { name: 'Add to calendar: Sunny flat' }),
    ).toHaveTextContent('Add to calendar');
    await user.click(screen.getByRole('button', { name: 'Details: Sunny flat' }));
    const info = await screen.findByRole('dialog');
    expect(within(info).getByRole('button', { name: 'Add to calendar: Sunny flat' })).toBeVisible();
  });

  it("shows the server's message when a move is refused", async () => {
    mockApi({
      'GET /tourRequest': { body: pageOf([mine]) },
      'GET /tourRequest/waiting': { body: { waiting: 0 } },
      [`PATCH /tourRequest/${mine.id}/cancel`]: {
        status: 409,
        body: { status: 409, message: 'The time of this tour has passed.' },
      },
    });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    const { user } = renderWithRouter(<TourRequestsPage />, { path: '/dashboard/tour-requests' });
    await user.click(await screen.findByRole('button', { name: /^Cancel tour:/ }));
    const question = await screen.findByRole('dialog', {
      name: 'Cancel the tour of Loft <img src=x onerror=alert(1)> on 2030-05-04 at 10:30?',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel tour' }));
    expect(await screen.findByText('The time of this tour has passed.')).toBeInTheDocument();
  });

  it('asks before declining or cancelling; keeping the tour sends nothing', async () => {
    const api = mockApi({
      // Both sides in one list: the guest's own request and one on the guest's advert.
      'GET /tourRequest': { body: pageOf([mine, onMyAdvert]) },
      'GET /tourRequest/waiting': { body: { waiting: 1 } },
      [`PATCH /tourRequest/${onMyAdvert.id}/decline`]: {
        body: { ...onMyAdvert, status: 'DECLINED' },
      },
      [`PATCH /tourRequest/${mine.id}/cancel`]: { body: { ...mine, status: 'CANCELED' } },
    });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    const { user } = renderWithRouter(<TourRequestsPage />, { path: '/dashboard/tour-requests' });
    await user.click(await screen.findByRole('button', { name: /^Cancel tour:/ }));
    const keep = await screen.findByRole('dialog', { name: /^Cancel the tour of Loft/ });
    expect(within(keep).getByRole('button', { name: 'Cancel tour' })).toHaveClass('btn-danger');
    await user.click(within(keep).getByRole('button', { name: 'Keep the tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`PATCH /tourRequest/${mine.id}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Decline: Sunny flat' }));
    const decline = await screen.findByRole('dialog', {
      name: 'Decline the tour of Sunny flat asked by Gus G. for 2030-05-04 at 10:30?',
    });
    await user.click(within(decline).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`PATCH /tourRequest/${onMyAdvert.id}/decline`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Decline: Sunny flat' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }),
    );
    expect(await screen.findByText('The tour request was declined.')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /tourRequest/${onMyAdvert.id}/decline`)).toHaveLength(1);
  });

  it('asks before deleting, opens the details, and changes the time', async () => {
    const api = mockApi({
      'GET /tourRequest': { body: pageOf([mine]) },
      'GET /tourRequest/waiting': { body: { waiting: 0 } },
      [`DELETE /tourRequest/${mine.id}`]: { body: { message: 'deleted' } },
      [`PUT /tourRequest/${mine.id}`]: { body: { ...mine, tourTime: '2030-05-06T14:00:00' } },
      'GET /tourRequest/slots/8': {
        body: {
          advertId: 8,
          date: '2030-05-06',
          timeZone: 'Europe/Istanbul',
          slots: TOUR_TIME_SLOTS.map((time) => ({ time, state: 'FREE' })),
        },
      },
    });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    const { user } = renderWithRouter(<TourRequestsPage />, { path: '/dashboard/tour-requests' });
    await user.click(await screen.findByRole('button', { name: /^Details:/ }));
    const info = await screen.findByRole('dialog');
    expect(within(info).getByText('2030-04-01')).toBeInTheDocument();
    await user.click(within(info).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: /^Change time:/ }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Tour Date'));
    await user.type(within(dialog).getByLabelText('Tour Date'), '2030-05-06');
    await user.click(await within(dialog).findByRole('radio', { name: '14:00, free' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save new time' }));
    expect(
      await screen.findByText('The tour time was changed. The owner will answer again.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PUT /tourRequest/${mine.id}`)[0]!.body).toEqual({
      tourTime: '2030-05-06T14:00',
    });

    await user.click(screen.getByRole('button', { name: /^Delete:/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The tour request was deleted.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /tourRequest/${mine.id}`)).toHaveLength(1);
  });

  it('gives staff every request with search, and the exact empty state', async () => {
    const api = mockApi({ 'GET /tourRequest/admin': { body: pageOf([]) } });
    await logInAs(makeUser({ role: 'MANAGER' }));
    const { user } = renderWithRouter(<TourRequestsPage />, { path: '/dashboard/tour-requests' });
    expect(await screen.findByRole('heading', { name: 'Tour Requests' })).toBeInTheDocument();
    expect(await screen.findByText('No tour requests found.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search tour requests' }), 'olga');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = new URL(String(api.fetchMock.mock.calls.at(-1)![0]), 'http://x');
      expect(last.searchParams.get('q')).toBe('olga');
    });
  });

  it("opens the tab of requests on the customer's adverts from ?tab=owner and keeps the tab in the address", async () => {
    const api = mockApi({
      'GET /tourRequest': { body: pageOf([onMyAdvert]) },
      'GET /tourRequest/waiting': { body: { waiting: 1 } },
    });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    const { user, router } = renderWithRouter(<TourRequestsPage />, {
      path: '/dashboard/tour-requests',
      initialEntries: ['/dashboard/tour-requests?tab=owner'],
    });
    const ownerTab = await screen.findByRole('tab', { name: /Requests on my adverts/ });
    expect(ownerTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Approve: Sunny flat' })).toBeInTheDocument();
    const urls = api.fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls.filter((u) => u.includes('/tourRequest?'))).toEqual([
      expect.stringContaining('role=owner'),
    ]);

    await user.click(screen.getByRole('tab', { name: 'Requests I made' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=guest'));
    expect(screen.getByRole('tab', { name: 'Requests I made' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('Tour request page sizes', () => {
  it.each([
    ['CUSTOMER', 'guest', '/tourRequest'],
    ['CUSTOMER', 'owner', '/tourRequest'],
    ['MANAGER', 'all', '/tourRequest/admin'],
  ] as const)('a %s sees more of the %s requests when asked', async (role, view, path) => {
    const api = mockApi({
      [`GET ${path}`]: { body: pageOf([makeTour()]) },
      'GET /tourRequest/waiting': { body: { waiting: 0 } },
    });
    await logInAs(makeUser({ role }));
    const { user } = renderWithRouter(<TourRequestsPage />, {
      path: '/dashboard/tour-requests',
      initialEntries: [`/dashboard/tour-requests${view === 'owner' ? '?tab=owner' : ''}`],
    });
    await expectPageSizeChoice({
      user,
      fetchMock: api.fetchMock,
      path,
      table: `tour-requests-${view}`,
    });
  });
});
