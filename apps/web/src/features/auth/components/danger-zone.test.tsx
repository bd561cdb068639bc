import { ACCOUNT_DATA_TEXTS } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../test/render';
import { useAuthStore } from '../auth-store';
import { DangerZone } from './danger-zone';

async function renderZone() {
  await logInAs(userWithRole('CUSTOMER'), 'zone-token');
  return renderWithRouter(<DangerZone />, {
    path: '/dashboard/my-profile',
    routes: [{ path: '/', ...page('Home page') }],
  });
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' });

describe('DangerZone', () => {
  it('wants the password before asking anything', async () => {
    const api = mockApi({});
    const { user } = await renderZone();
    await user.click(deleteButton());
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('asks first; Cancel deletes nothing', async () => {
    const api = mockApi({});
    const { user } = await renderZone();
    await user.type(screen.getByLabelText('Your password'), 'Customer1234');
    await user.click(deleteButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(ACCOUNT_DATA_TEXTS.confirmDeletion);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /user/auth')).toEqual([]);
    expect(useAuthStore.getState().isUserLogin).toBe(true);
  });

  it('deletes with the password, logs out and says so on the home page', async () => {
    const api = mockApi({ 'DELETE /user/auth': { body: { message: ACCOUNT_DATA_TEXTS.deleted } } });
    const { user } = await renderZone();
    await user.type(screen.getByLabelText('Your password'), 'Customer1234');
    await user.click(deleteButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_DATA_TEXTS.deleted)).toBeInTheDocument();
    const [call] = api.callsTo('DELETE /user/auth');
    expect(call?.body).toEqual({ password: 'Customer1234' });
    expect(call?.headers.authorization).toBe('zone-token');
    expect(useAuthStore.getState().isUserLogin).toBe(false);
    expect(localStorage.getItem('isUserLogin')).not.toBe('true');
  });

  it.each([
    [400, 'Your current password is wrong.'],
    [
      409,
      'You are the last administrator: make another person an administrator before deleting your account.',
    ],
  ])('shows the server’s %i message and stays signed in', async (status, message) => {
    mockApi({
      'DELETE /user/auth': apiError(
        status,
        message,
        status === 400 ? { password: message } : undefined,
      ),
    });
    const { user } = await renderZone();
    await user.type(screen.getByLabelText('Your password'), 'Wrong1234');
    await user.click(deleteButton());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete my account' }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(useAuthStore.getState().isUserLogin).toBe(true);
  });
});
