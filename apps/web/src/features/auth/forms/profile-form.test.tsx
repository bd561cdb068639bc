import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { useAuthStore } from '../auth-store';
import { PROFILE_SUCCESS, ProfileForm } from './profile-form';

async function renderProfile() {
  const account = makeUser({
    firstName: 'Cem',
    lastName: 'Customer',
    phone: '+905551110003',
    role: 'CUSTOMER',
  });
  await logInAs(account, 'profile-token');
  return {
    account,
    ...renderWithRouter(<ProfileForm user={account} />, { path: '/dashboard/my-profile' }),
  };
}

const update = () => screen.getByRole('button', { name: 'Update' });

describe('ProfileForm', () => {
  it('shows the spec messages for empty fields', async () => {
    mockApi({});
    const { user } = await renderProfile();
    await user.clear(screen.getByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Last Name'));
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(update());
    expect(await screen.findByText('enter first name')).toBeInTheDocument();
    expect(screen.getByText('enter last name')).toBeInTheDocument();
    expect(screen.getByText('enter phone number')).toBeInTheDocument();
  });

  it('wants the phone to be a number', async () => {
    mockApi({});
    const { user } = await renderProfile();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(update());
    expect(await screen.findByText('enter phone number')).toBeInTheDocument();
  });

  it('says under the phone how others will read it, as it is typed', async () => {
    mockApi({});
    const { user } = await renderProfile();
    const phone = screen.getByLabelText('Phone');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Others see it as +90 555 111 00 03'),
    );
    await user.clear(phone);
    await user.type(phone, '5551234567');
    expect(screen.queryByText(/^Others see it as/)).not.toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '+447700900123');
    expect(phone).toHaveAccessibleDescription('Others see it as +44 7700 900123');
  });

  it('shows the e-mail read-only', async () => {
    mockApi({});
    const { account } = await renderProfile();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(account.email);
    expect(email).toHaveAttribute('readonly');
  });

  it("saves with the token, says 'your profile updated' and keeps the new name", async () => {
    const api = mockApi({
      'PUT /user/auth': ({ body }) => ({
        body: { ...(body as object), email: 'ignored', photo: null },
      }),
    });
    const { user, account } = await renderProfile();
    api.fetchMock.mockClear();
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Cemal');
    await user.click(update());

    expect(await screen.findByText(PROFILE_SUCCESS)).toBeInTheDocument();
    expect(PROFILE_SUCCESS).toBe('your profile updated');
    const call = api.callsTo('PUT /user/auth')[0];
    expect(call?.headers.authorization).toBe('profile-token');
    expect(call?.body).toEqual({
      firstName: 'Cemal',
      lastName: 'Customer',
      phone: '+905551110003',
      id: account.id,
      email: account.email,
      role: 'CUSTOMER',
    });
    expect(useAuthStore.getState().user?.firstName).toBe('Cemal');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').firstName).toBe('Cemal');
  });

  it("shows the server's message on failure", async () => {
    mockApi({
      'PUT /user/auth': apiError(400, 'Phone must be digits, optionally starting with +'),
    });
    const { user } = await renderProfile();
    await user.click(update());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Phone must be digits, optionally starting with +',
    );
  });
});
