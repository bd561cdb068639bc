import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { useAuthStore } from '../auth-store';
import { EmailChangeConfirmation } from './email-change-confirmation';

const DONE = 'Your e-mail address is now new@example.com. Log in with it from now on.';

describe('EmailChangeConfirmation', () => {
  it('changes nothing on load, then on the button says so and shows the new address', async () => {
    const account = makeUser({ email: 'old@example.com' });
    await logInAs(account);
    const api = mockApi({
      'POST /auth/email-confirm/abc123': { body: { message: DONE } },
      'GET /user/auth': { body: { ...account, email: 'new@example.com' } },
    });
    renderWithRouter(
      <StrictMode>
        <EmailChangeConfirmation code="abc123" />
      </StrictMode>,
      { path: '/email-confirm/abc123' },
    );
    const button = await screen.findByRole('button', { name: 'Confirm my new address' });
    expect(api.callsTo('POST /auth/email-confirm/abc123')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText(DONE)).toHaveClass('alert-success');
    expect(api.callsTo('POST /auth/email-confirm/abc123')).toHaveLength(1);
    await waitFor(() => expect(useAuthStore.getState().user?.email).toBe('new@example.com'));
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('says when the link cannot be used and where to ask for a new one', async () => {
    mockApi({ 'POST /auth/email-confirm/old': apiError(400, 'This link cannot be used.') });
    renderWithRouter(<EmailChangeConfirmation code="old" />, { path: '/email-confirm/old' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my new address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link cannot be used.');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/dashboard/my-profile',
    );
  });
});
