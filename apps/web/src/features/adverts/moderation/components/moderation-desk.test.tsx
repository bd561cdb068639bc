import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_ADVERT_MESSAGES } from '@estate/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { advertPage, makeAdvert } from '../../../../test/advert-factory';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { queueItem } from '../testing/moderation-fixtures';
import { ModerationPage } from './moderation-page';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const oldest = queueItem(makeAdvert({ title: 'Old cottage' }), '2026-11-24T11:00:00.000Z');
const edited = queueItem(
  makeAdvert({ title: 'Harbour loft', version: 4 }),
  '2026-11-27T07:00:00.000Z',
  'EDIT',
);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function openDesk(extra = {}) {
  const api = mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /adverts/admin/queue': { body: advertPage([oldest, edited], { size: 20 }) },
    ...extra,
  });
  await logInAs(userWithRole('MANAGER'));
  const view = renderWithRouter(<ModerationPage />, {
    path: '/dashboard/adverts',
    initialEntries: ['/dashboard/adverts'],
  });
  await screen.findByText('Old cottage');
  return { api, ...view };
}

describe('the moderation desk', () => {
  it('opens on the queue, oldest first, with how long each waited and NEW or EDIT', async () => {
    const { api } = await openDesk();
    const asked = api.fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
    const queue = asked.find((u) => u.pathname === '/api/adverts/admin/queue');
    expect(Object.fromEntries(queue!.searchParams)).toEqual({ page: '0', size: '3' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Pending');
    expect(screen.getByRole('columnheader', { name: 'Waiting' })).toBeInTheDocument();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('NEW')).toBeInTheDocument();
    expect(within(first!).getByText('3 days')).toBeInTheDocument();
    expect(within(second!).getByText('EDIT')).toBeInTheDocument();
    expect(within(second!).getByText('5 hours')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Review Old cottage' })).toHaveAttribute(
      'href',
      `/dashboard/adverts/review/${oldest.id}?status=0`,
    );
  });

  it("approves a live advert's waiting edit from its row, with the version shown", async () => {
    const { user, api } = await openDesk({
      'PUT /adverts/admin/status': {
        body: {
          message: 'Approved the edit of 1 advert: the changes are live.',
          adverts: [
            { id: edited.id, slug: 'x', status: 'ACTIVATED', version: 5, edit: 'APPROVED' },
          ],
        },
      },
    });
    const row = screen.getByRole('row', { name: /Harbour loft/ });
    expect(
      within(row).getByRole('button', { name: 'Reject the edit of Harbour loft' }),
    ).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Approve the edit of Harbour loft' }));
    expect(
      await screen.findByText('The edit was approved: the changes are live.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/status')[0]?.body).toEqual({
      ids: [edited.id],
      versions: { [edited.id]: 4 },
      status: 'ACTIVATED',
    });
  });

  it('rejects one row with a listed reason and optional details', async () => {
    const { user, api } = await openDesk({
      'PUT /adverts/admin/status': { body: { message: 'Rejected 1 advert', adverts: [] } },
    });
    await user.click(screen.getByRole('button', { name: 'Reject Old cottage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject "Old cottage"' });
    const labels = within(dialog)
      .getAllByRole('radio')
      .map((r) => r.closest('.form-check')?.textContent);
    expect(labels).toEqual([
      'Pictures do not show the property',
      'Price missing or wrong',
      'Duplicate',
      'Contact details in the text',
      'Other',
    ]);
    await user.click(within(dialog).getByRole('radio', { name: 'Duplicate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected 1 advert')).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/status')[0]?.body).toEqual({
      ids: [oldest.id],
      versions: { [oldest.id]: oldest.version },
      status: 'REJECTED',
      reasonCode: 'DUPLICATE',
    });
  });

  it('tells the moderator when the advert changed since and reloads the queue', async () => {
    const { user, api } = await openDesk({
      'PUT /adverts/admin/status': apiError(409, ADMIN_ADVERT_MESSAGES.changedSinceOpened),
    });
    const before = api.callsTo('GET /adverts/admin/queue').length;
    await user.click(screen.getByRole('button', { name: 'Approve Old cottage' }));
    expect(
      await screen.findByText('This advert changed since you opened it. Review it again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /adverts/admin/queue').length).toBeGreaterThan(before),
    );
  });
});
