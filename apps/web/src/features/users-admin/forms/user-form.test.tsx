import type { User } from '@estate/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type MockReply } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { useAuthStore } from '../../auth';
import { UserForm } from './user-form';

const customer = makeUser({ role: 'CUSTOMER', firstName: 'Cem', lastName: 'Kaya' });

async function openForm(actor: User, target: User = customer, saveReply?: MockReply) {
  const api = mockApi({
    [`PUT /user/${target.id}/admin`]:
      saveReply ?? (({ body }) => ({ body: { ...target, ...(body as object) } })),
  });
  await logInAs(actor);
  const onSaved = vi.fn();
  const view = renderWithRouter(
    <UserForm user={target} onSaved={onSaved} onClose={vi.fn()} onDelete={vi.fn()} />,
  );
  return { api, onSaved, ...view };
}

describe('User edit form', () => {
  it('shows the user with a read-only e-mail', async () => {
    await openForm(makeUser({ role: 'ADMIN' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Cem');
    expect(screen.getByLabelText('Email')).toHaveValue(customer.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Role')).toHaveValue('CUSTOMER');
    for (const name of ['CLOSE', 'DELETE', 'SAVE'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('says under the phone how it reads, as it is typed', async () => {
    const { user } = await openForm(makeUser({ role: 'ADMIN' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Shown as +90 555 111 00 01'));
    await user.clear(phone);
    await user.type(phone, '+393471234567');
    expect(phone).toHaveAccessibleDescription('Shown as +39 347 123 4567');
    await user.clear(phone);
    await user.type(phone, '12345');
    expect(screen.queryByText(/^Shown as/)).not.toBeInTheDocument();
  });

  it("says 'Required' and 'Invalid role' and sends nothing", async () => {
    const { user, api } = await openForm(makeUser({ role: 'ADMIN' }));
    await user.clear(screen.getByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Phone'));
    await user.selectOptions(screen.getByLabelText('Role'), 'Select a role');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Invalid role')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("lets an admin change another user's role, and says 'User Updated successful...'", async () => {
    const { user, api, onSaved } = await openForm(makeUser({ role: 'ADMIN' }));
    expect(screen.getByLabelText('Role')).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Role'), 'MANAGER');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('User Updated successful...')).toBeInTheDocument();
    expect(api.callsTo(`PUT /user/${customer.id}/admin`)[0]!.body).toMatchObject({
      firstName: 'Cem',
      lastName: 'Kaya',
      phone: customer.phone,
      role: 'MANAGER',
    });
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ role: 'MANAGER' })),
    );
  });

  it('locks the role for a manager and still saves the names with the current role', async () => {
    const { user, api } = await openForm(makeUser({ role: 'MANAGER' }));
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByText('Only an administrator can change roles.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Yıldız');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('User Updated successful...')).toBeInTheDocument();
    expect(api.callsTo(`PUT /user/${customer.id}/admin`)[0]!.body).toMatchObject({
      lastName: 'Yıldız',
      role: 'CUSTOMER',
    });
  });

  it('locks the role on one’s own account and renames the greeting after a save', async () => {
    const me = makeUser({ role: 'ADMIN', firstName: 'Ada' });
    const { user } = await openForm(me, me);
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByText('You cannot change your own role.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Adeline');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await screen.findByText('User Updated successful...');
    expect(useAuthStore.getState().user?.firstName).toBe('Adeline');
  });

  it("shows the server's refusal in an error toast", async () => {
    const refusal = apiError(403, 'Managers can only edit and delete customer accounts.');
    const { user } = await openForm(makeUser({ role: 'MANAGER' }), customer, refusal);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText('Managers can only edit and delete customer accounts.'),
    ).toBeInTheDocument();
  });
});
