import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { EmailChangeForm } from './email-change-form';

const SENT =
  'We have sent a confirmation link to new@example.com. Your e-mail address changes when you open it.';
const WRONG = 'Your current password is wrong.';

async function renderForm() {
  await logInAs(makeUser({ email: 'old@example.com' }), 'email-token');
  return renderWithRouter(<EmailChangeForm currentEmail="old@example.com" />, {
    path: '/dashboard/my-profile',
  });
}
const send = () => screen.getByRole('button', { name: 'Send confirmation link' });

describe('EmailChangeForm', () => {
  it('sends the new address with the password, says where the link went and clears', async () => {
    const api = mockApi({ 'POST /user/auth/email': { body: { message: SENT } } });
    const { user } = await renderForm();
    expect(screen.getByText('old@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New e-mail'), 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'Secret123');
    await user.click(send());
    expect(await screen.findByText(SENT)).toHaveClass('alert-success');
    const [sent] = api.callsTo('POST /user/auth/email');
    expect(sent?.body).toEqual({ email: 'new@example.com', password: 'Secret123' });
    expect(sent?.headers.authorization).toBe('email-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('needs both fields', async () => {
    const api = mockApi({});
    const { user } = await renderForm();
    await user.click(send());
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('puts a wrong password beside the password field', async () => {
    mockApi({ 'POST /user/auth/email': apiError(400, WRONG, { password: WRONG }) });
    const { user } = await renderForm();
    await user.type(screen.getByLabelText('New e-mail'), 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'Nope1234');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New e-mail')).toHaveValue('new@example.com');
  });
});
