import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetCachedToken, readToken } from '../../../lib/token-storage';
import { apiError, mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';

async function renderChange() {
  await logInAs(makeUser(), 'old-token');
  return renderWithRouter(<ChangePasswordForm />, { path: '/dashboard/change-password' });
}

const update = () => screen.getByRole('button', { name: 'UPDATE' });

describe('ChangePasswordForm', () => {
  it('has the three fields and the UPDATE button', async () => {
    mockApi({});
    await renderChange();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Retry New Password')).toBeInTheDocument();
    expect(update()).toBeEnabled();
  });

  it("says 'Required' for every empty field", async () => {
    mockApi({});
    const { user } = await renderChange();
    await user.click(update());
    expect(await screen.findAllByText('Required')).toHaveLength(3);
  });

  it("says 'Passwords must match' when the repeat differs", async () => {
    mockApi({});
    const { user } = await renderChange();
    await user.type(screen.getByLabelText('Current Password'), 'Admin1234');
    await user.type(screen.getByLabelText('New Password'), 'Another123');
    await user.type(screen.getByLabelText('Retry New Password'), 'Another124');
    await user.click(update());
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('changes the password, keeps the new token and shows a success toast', async () => {
    const api = mockApi({
      'PATCH /user/auth': {
        body: { message: 'Change Password was created successfully', token: 'new-token' },
      },
    });
    const { user } = await renderChange();
    await user.type(screen.getByLabelText('Current Password'), 'Admin1234');
    await user.type(screen.getByLabelText('New Password'), 'Another123');
    await user.type(screen.getByLabelText('Retry New Password'), 'Another123');
    await user.click(update());

    expect(await screen.findByText('Change Password was created successfully')).toBeInTheDocument();
    const call = api.callsTo('PATCH /user/auth')[0];
    expect(call?.headers.authorization).toBe('old-token');
    expect(call?.body).toEqual({ password: 'Admin1234', newPassword: 'Another123' });
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    forgetCachedToken();
    expect(await readToken()).toBe('new-token');
  });

  it("shows the server's message in an error toast", async () => {
    mockApi({
      'PATCH /user/auth': apiError(400, 'Your current password is wrong.', {
        password: 'Your current password is wrong.',
      }),
    });
    const { user } = await renderChange();
    await user.type(screen.getByLabelText('Current Password'), 'Wrong1234');
    await user.type(screen.getByLabelText('New Password'), 'Another123');
    await user.type(screen.getByLabelText('Retry New Password'), 'Another123');
    await user.click(update());

    const toast = await screen.findByText('Error');
    expect(toast.closest('.toast')).toHaveTextContent('Your current password is wrong.');
    forgetCachedToken();
    expect(await readToken()).toBe('old-token');
  });
});
