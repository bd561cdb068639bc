import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { expectRulesShownThenCleared } from '../../../test/form-rules';
import { logInAs, renderWithRouter } from '../../../test/render';
import { UserForm } from './user-form';

describe('user edit form messages', () => {
  it("says 'Required' for the names and phone and 'Invalid role' without a role", async () => {
    const api = mockApi({});
    await logInAs(makeUser({ role: 'ADMIN' }));
    const customer = makeUser({ role: 'CUSTOMER', firstName: 'Cem', lastName: 'Kaya' });
    const { user } = renderWithRouter(
      <UserForm user={customer} onSaved={vi.fn()} onClose={vi.fn()} onDelete={vi.fn()} />,
    );
    await expectRulesShownThenCleared(
      user,
      [
        { label: 'First Name', input: '', message: 'Required', fix: 'Cem' },
        { label: 'Last Name', input: '', message: 'Required', fix: 'Kaya' },
        { label: 'Phone', input: '', message: 'Required', fix: '+905551110003' },
        { label: 'Role', input: 'Select a role', message: 'Invalid role', fix: 'MANAGER' },
      ],
      () => screen.getByRole('button', { name: 'SAVE' }),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(api.calls).toHaveLength(0);
  });
});
