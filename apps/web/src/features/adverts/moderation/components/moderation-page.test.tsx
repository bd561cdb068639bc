import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_ADVERT_MESSAGES } from '@estate/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { advertPage, makeAdvert } from '../../../../test/advert-factory';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { ModerationPage } from './moderation-page';
import { expectPageSizeChoice } from '../../../../test/page-size';

const pending = makeAdvert({
  title: 'Flat <img src=x onerror=alert(1)>',
  status: 'PENDING',
  createAt: '2026-10-02T08:00:00.000Z',
  viewCount: 12,
  likeCount: 3,
  tourCount: 2,
});
const rejected = makeAdvert({ title: 'Dark villa', status: 'REJECTED', statusReason: 'Blurry' });
const activated = makeAdvert({ title: 'Sea house', status: 'ACTIVATED' });

async function openModeration(url = '/dashboard/adverts?status=1', extra = {}) {
  const api = mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /adverts': {
      body: advertPage([pending, rejected, activated], { totalElements: 7, size: 3 }),
    },
    ...extra,
  });
  await logInAs(userWithRole('MANAGER'));
  const view = renderWithRouter(<ModerationPage />, {
    path: '/dashboard/adverts',
    initialEntries: [url],
  });
  const searches = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((u) => u.pathname === '/api/adverts')
      .map((u) => Object.fromEntries(u.searchParams));
  const location = () => view.router.state.location;
  await screen.findByText('Total: 7');
  return { api, ...view, searches, location };
}

describe('Moderation search bar', () => {
  it('starts from the URL and puts the chosen filters back into it', async () => {
    const { user, searches, location } = await openModeration('/dashboard/adverts?status=2&q=flat');
    expect(searches()[0]).toMatchObject({ status: '2', q: 'flat', page: '0', size: '3' });
    expect(screen.getByRole('searchbox', { name: 'Search adverts' })).toHaveValue('flat');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Rejected');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Categories');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Type');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Villa');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Rent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Activated');
    await user.clear(screen.getByRole('searchbox', { name: 'Search adverts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search adverts' }), 'garden');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(location().search).toBe('?q=garden&category=3&type=2&status=1'));
    await waitFor(() =>
      expect(searches().at(-1)).toMatchObject({
        q: 'garden',
        categoryid: '3',
        advert_type_id: '2',
        status: '1',
      }),
    );
  });

  it('keeps the page and a larger page size in the URL', async () => {
    const { user, location, searches } = await openModeration();
    expect(searches()[0]).toMatchObject({ status: '1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location().search).toBe('?status=1&page=2'));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await waitFor(() => expect(location().search).toBe('?status=1&size=25'));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ page: '0', size: '25' }));
  });
});

describe('Moderation list', () => {
  it('shows each advert with its badge, date and real counts; markup stays text', async () => {
    await openModeration();
    const rows = screen.getAllByRole('row');
    const first = within(rows[1]!);
    expect(first.getByText('Flat <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(first.getByText('2026-10-02')).toBeInTheDocument();
    expect(first.getByText('12/3/2')).toBeInTheDocument();
    expect(first.getByText('Pending')).toHaveClass('status-badge--pending');
    expect(within(rows[2]!).getByText('Rejected')).toHaveClass('status-badge--rejected');
    expect(within(rows[2]!).getByText('Blurry')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Activated')).toHaveClass('status-badge--activated');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('asks before deleting, with the advert title, and says so when done', async () => {
    const { user, api } = await openModeration(undefined, {
      [`DELETE /adverts/admin/${rejected.id}`]: {
        body: { message: 'This Advert is deleted successfully' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Dark villa' }));
    expect(
      screen.getByText('Are you sure you want to delete this Advert? Advert Title = Dark villa'),
    ).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('This Advert is deleted successfully')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /adverts/admin/${rejected.id}`)).toHaveLength(1);
  });

  it('activates the ticked adverts in one call and reloads the list', async () => {
    const { user, api, searches } = await openModeration(undefined, {
      'PUT /adverts/admin/status': { body: { message: 'Activated 2 adverts', adverts: [] } },
    });
    await user.click(screen.getByRole('checkbox', { name: `Select ${pending.title}` }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Dark villa' }));
    expect(screen.getByText('2 adverts selected')).toBeInTheDocument();
    const before = searches().length;
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const question = await screen.findByRole('dialog', {
      name: 'Activate the 2 adverts selected? Their owners are told at once.',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT /adverts/admin/status')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }),
    );
    expect(await screen.findByText('Activated 2 adverts')).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/status')[0]?.body).toEqual({
      ids: [pending.id, rejected.id],
      versions: { [pending.id]: pending.version, [rejected.id]: rejected.version },
      status: 'ACTIVATED',
    });
    await waitFor(() => expect(searches().length).toBeGreaterThan(before));
    expect(screen.queryByText('2 adverts selected')).not.toBeInTheDocument();
  });

  it('rejects every advert of the page with one listed reason; a refusal shows the server message', async () => {
    const { user, api } = await openModeration(undefined, {
      'PUT /adverts/admin/status': apiError(
        404,
        'Some of the chosen adverts no longer exist; nothing was changed.',
      ),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select every advert on this page' }));
    expect(screen.getByText('3 adverts selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Write the reason when you choose Other')).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/status')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Details'), 'No photos');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Some of the chosen adverts no longer exist; nothing was changed.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/status')[0]?.body).toMatchObject({
      ids: [pending.id, rejected.id, activated.id],
      versions: { [pending.id]: 1, [rejected.id]: 1, [activated.id]: 1 },
      status: 'REJECTED',
      reasonCode: 'OTHER',
      reason: 'No photos',
    });
  });

  it('shows why a bulk change was refused for a changed advert and reloads the list to review it', async () => {
    const edited = { ...pending, title: 'Flat, edited by its owner', version: 2 };
    let refused = false;
    const { user, api } = await openModeration(undefined, {
      'GET /adverts': () => ({
        body: advertPage([refused ? edited : pending, rejected, activated], {
          totalElements: 7,
          size: 3,
        }),
      }),
      'PUT /adverts/admin/status': () => {
        refused = true;
        return apiError(409, ADMIN_ADVERT_MESSAGES.changedSinceOpened);
      },
    });
    await user.click(screen.getByRole('checkbox', { name: `Select ${pending.title}` }));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }),
    );
    expect(
      await screen.findByText('This advert changed since you opened it. Review it again.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Flat, edited by its owner')).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/status')[0]?.body).toMatchObject({
      versions: { [pending.id]: 1 },
    });
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }),
    );
    await waitFor(() => expect(api.callsTo('PUT /adverts/admin/status')).toHaveLength(2));
    expect(api.callsTo('PUT /adverts/admin/status')[1]?.body).toMatchObject({
      versions: { [pending.id]: 2 },
    });
  });
});

it('keeps the chosen page size of the moderation list for the next visit', async () => {
  const { user, api, location } = await openModeration();
  await expectPageSizeChoice({
    user,
    fetchMock: api.fetchMock,
    path: '/adverts',
    table: 'moderation',
    fromSecondPage: true,
  });
  expect(location().search).toBe('?status=1&size=10');
});
