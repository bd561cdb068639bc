import { screen, within } from '@testing-library/react';
import type { MyAgency } from '@estate/contracts/agencies';
import { beforeEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { InviteForm } from './invite-form';

const MINE = {
  agency: { id: 4, name: 'Moda Homes' },
  myRole: 'OWNER',
  members: [],
  invitations: [
    {
      id: 9,
      email: 'ali@example.test',
      invitedBy: 'Oya Owner',
      createdAt: '2026-12-01T10:00:00Z',
      expiresAt: '2026-12-08T10:00:00Z',
    },
  ],
} as unknown as MyAgency;

beforeEach(() => logInAs(userWithRole('CUSTOMER')));

it('sends an invitation to the address typed and says so', async () => {
  const api = mockApi({
    'POST /agencies/4/invitations': {
      status: 201,
      body: { ...MINE.invitations[0], id: 10, email: 'new@example.test' },
    },
    'GET /agencies/mine': { body: { mine: null } },
  });
  const { user } = renderWithRouter(<InviteForm mine={MINE} />, { path: '/dashboard/my-agency' });
  await user.type(screen.getByLabelText("Colleague's e-mail address"), 'new@example.test');
  await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
  expect(await screen.findByText('Invitation sent to new@example.test.')).toBeInTheDocument();
  expect(api.callsTo('POST /agencies/4/invitations')[0]?.body).toEqual({
    email: 'new@example.test',
  });
});

it('asks before revoking an invitation, and cancel revokes nothing', async () => {
  const api = mockApi({
    'DELETE /agencies/4/invitations/9': { status: 204 },
    'GET /agencies/mine': { body: { mine: null } },
  });
  const { user } = renderWithRouter(<InviteForm mine={MINE} />, { path: '/dashboard/my-agency' });
  const list = screen.getByRole('list', { name: 'Open invitations' });
  await user.click(within(list).getByRole('button', { name: 'Revoke' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Revoke the invitation to ali@example.test?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo('DELETE /agencies/4/invitations/9')).toHaveLength(0);
  await user.click(within(list).getByRole('button', { name: 'Revoke' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
  );
  await screen.findByRole('list', { name: 'Open invitations' });
  await expect.poll(() => api.callsTo('DELETE /agencies/4/invitations/9')).toHaveLength(1);
});
