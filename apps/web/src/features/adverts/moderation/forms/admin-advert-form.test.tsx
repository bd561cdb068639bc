import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ADVERT_MESSAGES } from '@estate/contracts';
import { apiError, mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { advertPage } from '../../../../test/advert-factory';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { ModerationPage } from '../components/moderation-page';
import { makeAdminDetail, tourPage } from '../testing/moderation-fixtures';

vi.mock('../../pictures/api/upload-image', () => ({ uploadImage: vi.fn() }));

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

async function openEditor(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /adverts': { body: advertPage([]) },
    'GET /adverts/admin/41': { body: makeAdminDetail(41, 'PENDING') },
    'GET /tourRequest/admin': { body: tourPage([tour], 4) },
    'PUT /adverts/admin/41': {
      body: { id: 41, slug: 'advert-41', status: 'REJECTED', version: 1 },
    },
    ...extra,
  });
  await logInAs(userWithRole('ADMIN'));
  const view = renderWithRouter(<ModerationPage />, {
    path: '/dashboard/adverts',
    initialEntries: ['/dashboard/adverts?status=0&edit=41'],
  });
  await screen.findByRole('form', { name: 'Advert editor' });
  await screen.findByRole('option', { name: 'Kadıköy', selected: true });
  return { api, ...view, search: () => view.router.state.location.search };
}

describe('Admin advert editor', () => {
  it('shows the current status, the STATUS select and the advert tour requests', async () => {
    await openEditor();
    expect(screen.getByLabelText('Title')).toHaveValue('Advert 41');
    const current = screen.getByText('Current Status').parentElement!;
    expect(within(current).getByText('Pending')).toHaveClass('status-badge--pending');
    const status = screen.getByLabelText('STATUS');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Activated', 'Rejected']);
    expect(status).toHaveDisplayValue('Pending');
    expect(screen.queryByLabelText('Reason for rejection')).not.toBeInTheDocument();
    const tours = screen.getByRole('region', { name: 'Tour Requests' });
    const row = within(tours).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Ayşe Yılmaz');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('2026-12-01');
    expect(row).toHaveTextContent('10:30:00');
    expect(within(tours).getByText('Total: 4')).toBeInTheDocument();
    expect(within(tours).getByText('1 / 2')).toBeInTheDocument();
  });

  it('asks for a reason when Rejected is chosen and sends it with the status', async () => {
    const { user, api, search } = await openEditor();
    await user.selectOptions(screen.getByLabelText('STATUS'), 'Rejected');
    const reason = screen.getByLabelText('Reason for rejection');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Tell the owner why the advert is rejected'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/41')).toHaveLength(0);

    await user.type(reason, 'Blurry <b>photos</b>');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const question = await screen.findByRole('dialog', {
      name: 'Reject the advert Advert 41? The owner is told why by e-mail.',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT /adverts/admin/41')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }),
    );
    expect(await screen.findByText('The advert was saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/41')[0]?.body).toMatchObject({
      title: 'Advert 41',
      status: 'REJECTED',
      reason: 'Blurry <b>photos</b>',
    });
    await waitFor(() => expect(search()).toBe('?status=0'));
  });

  it('shows the server message when the update is refused', async () => {
    const { user } = await openEditor({
      'PUT /adverts/admin/41': {
        status: 409,
        body: { status: 409, message: 'This slug is taken' },
      },
    });
    await user.selectOptions(screen.getByLabelText('STATUS'), 'Activated');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const question = await screen.findByRole('dialog', {
      name: 'Activate the advert Advert 41? It will be shown to everyone.',
    });
    await user.click(within(question).getByRole('button', { name: 'Activate' }));
    expect(await screen.findAllByText('This slug is taken')).not.toHaveLength(0);
  });

  it('sends the version it showed; refused as changed meanwhile, it shows why and the advert as it is now', async () => {
    const changed = makeAdminDetail(41, 'PENDING');
    changed.advert = { ...changed.advert, title: 'Changed by its owner', version: 2 };
    let refused = false;
    const { user, api } = await openEditor({
      'GET /adverts/admin/41': () => ({
        body: refused ? { ...changed, version: 2 } : makeAdminDetail(41, 'PENDING'),
      }),
      'PUT /adverts/admin/41': () => {
        if (refused)
          return { body: { id: 41, slug: 'advert-41', status: 'ACTIVATED', version: 2 } };
        refused = true;
        return apiError(409, ADMIN_ADVERT_MESSAGES.changedSinceOpened);
      },
    });
    await user.selectOptions(screen.getByLabelText('STATUS'), 'Activated');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }),
    );
    expect(
      await screen.findAllByText('This advert changed since you opened it. Review it again.'),
    ).not.toHaveLength(0);
    expect(api.callsTo('PUT /adverts/admin/41')[0]?.body).toMatchObject({
      title: 'Advert 41',
      version: 1,
    });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Changed by its owner'));
    await user.selectOptions(screen.getByLabelText('STATUS'), 'Activated');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }),
    );
    await waitFor(() => expect(api.callsTo('PUT /adverts/admin/41')).toHaveLength(2));
    expect(api.callsTo('PUT /adverts/admin/41')[1]?.body).toMatchObject({
      title: 'Changed by its owner',
      version: 2,
    });
  });

  it('deletes the advert after asking, and a tour request from the panel', async () => {
    const { user, api, search } = await openEditor({
      'DELETE /tourRequest/77': { body: { message: 'The tour request was deleted' } },
      'DELETE /adverts/admin/41': { body: { message: 'This Advert is deleted successfully' } },
    });
    await user.click(
      screen.getByRole('button', { name: 'Delete the tour request of Ayşe Yılmaz' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The tour request was deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /tourRequest/77')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure you want to delete this Advert?')).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('This Advert is deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE /adverts/admin/41')).toHaveLength(1);
    await waitFor(() => expect(search()).toBe('?status=0'));
  });
});
