import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { renderWithRouter } from '../../../test/render';
import { ForgotPasswordForm } from './forgot-password-form';
import ResetPage from '../../../app/routes/reset-page';

describe('ForgotPasswordForm', () => {
  it("says 'Required' without an e-mail", async () => {
    mockApi({});
    const { user } = renderWithRouter(<ForgotPasswordForm />, { path: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it('sends the bare e-mail and opens the reset page with it filled in', async () => {
    const message =
      'If an account exists for this e-mail address, we have sent a reset code to it.';
    const api = mockApi({ 'POST /auth/forgot-password': { body: { message } } });
    const { user } = renderWithRouter(<ForgotPasswordForm />, {
      path: '/forgot-password',
      routes: [{ path: '/reset', element: <ResetPage /> }],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));

    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/forgot-password')[0]?.body).toBe('ada@example.com');
  });

  it("shows the server's message on failure", async () => {
    mockApi({ 'POST /auth/forgot-password': apiError(429, 'Too many requests.') });
    const { user } = renderWithRouter(<ForgotPasswordForm />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  });
});
