import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { renderWithRouter } from '../../../test/render';
import { RegistrationConfirmation } from './registration-confirmation';

describe('RegistrationConfirmation', () => {
  it('changes nothing on load, confirms once on the button and shows the message', async () => {
    const api = mockApi({
      'POST /auth/registerconfirm/abc123': {
        body: { message: 'Your registration is confirmed. You can log in now.' },
      },
    });
    renderWithRouter(
      <StrictMode>
        <RegistrationConfirmation code="abc123" />
      </StrictMode>,
      { path: '/registerConfirm/abc123' },
    );
    const button = await screen.findByRole('button', { name: 'Confirm my registration' });
    expect(api.callsTo('POST /auth/registerconfirm/abc123')).toHaveLength(0);
    await userEvent.click(button);
    expect(
      await screen.findByText('Your registration is confirmed. You can log in now.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /auth/registerconfirm/abc123')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the error when the code is not valid', async () => {
    mockApi({
      'POST /auth/registerconfirm/old': apiError(
        400,
        'This confirmation link is invalid or has expired.',
      ),
    });
    renderWithRouter(<RegistrationConfirmation code="old" />, { path: '/registerConfirm/old' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    );
  });
});
