import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { renderWithRouter } from '../../../test/render';
import { RegistrationConfirmation } from './registration-confirmation';

describe('RegistrationConfirmation', () => {
  it('confirms once on load, even in StrictMode, and shows the returned message', async () => {
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    );
  });
});
