import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { renderWithRouter } from '../../../test/render';
import { ResendConfirmationForm } from './resend-confirmation-form';

const SENT =
  'If an account with this e-mail address is waiting for confirmation, we have sent a new confirmation link to it.';
const send = () => screen.getByRole('button', { name: 'Send the link again' });

describe('ResendConfirmationForm', () => {
  it('sends the address it was handed and shows the answer', async () => {
    const api = mockApi({ 'POST /auth/resend-confirmation': { body: { message: SENT } } });
    const { user } = renderWithRouter(<ResendConfirmationForm email="ada@example.com" />);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(send());
    expect(await screen.findByText(SENT)).toHaveClass('alert-success');
    expect(api.callsTo('POST /auth/resend-confirmation')[0]?.body).toEqual({
      email: 'ada@example.com',
    });
  });

  it('checks the address before sending', async () => {
    const api = mockApi({});
    const { user } = renderWithRouter(<ResendConfirmationForm />);
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(send());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal, such as too many requests", async () => {
    const wait =
      'You have made too many confirmation e-mail requests. Please wait 40 minutes and try again.';
    mockApi({ 'POST /auth/resend-confirmation': apiError(429, wait) });
    const { user } = renderWithRouter(<ResendConfirmationForm email="ada@example.com" />);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });
});
