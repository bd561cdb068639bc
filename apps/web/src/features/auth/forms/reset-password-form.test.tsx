import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { renderWithRouter } from '../../../test/render';
import { RESET_SUCCESS, ResetPasswordForm } from './reset-password-form';

const renderReset = (email?: string) =>
  renderWithRouter(<ResetPasswordForm email={email} />, { path: '/reset' });
const submit = () => screen.getByRole('button', { name: 'Reset Password' });

describe('ResetPasswordForm', () => {
  it("says 'Required' for every empty field", async () => {
    mockApi({});
    const { user } = renderReset();
    await user.click(submit());
    expect(await screen.findAllByText('Required')).toHaveLength(4);
  });

  it('checks the e-mail, the password rules and the repeat', async () => {
    mockApi({});
    const { user } = renderReset();
    await user.type(screen.getByLabelText('Email'), 'nobody');
    await user.type(screen.getByLabelText('New Password'), 'ABCDEFGH');
    await user.type(screen.getByLabelText('Retry New Password'), 'ABCDEFGX');
    await user.click(submit());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('One lowercase char')).toBeInTheDocument();
    expect(screen.getByText('One number')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('asks for at least 8 characters and an uppercase letter', async () => {
    mockApi({});
    const { user } = renderReset();
    await user.type(screen.getByLabelText('New Password'), 'abc1');
    await user.tab();
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('One uppercase char')).toBeInTheDocument();
  });

  it('is prefilled with the e-mail from the forgot-password page', () => {
    mockApi({});
    renderReset('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('resets the password, says so and clears the form', async () => {
    const api = mockApi({ 'POST /auth/reset-password': { body: { message: RESET_SUCCESS } } });
    const { user } = renderReset('ada@example.com');
    await user.type(screen.getByLabelText('Reset Code'), '123456');
    await user.type(screen.getByLabelText('New Password'), 'NewSecret1');
    await user.type(screen.getByLabelText('Retry New Password'), 'NewSecret1');
    await user.click(submit());

    expect(await screen.findByText('Change Password was created successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/reset-password')[0]?.body).toEqual({
      email: 'ada@example.com',
      code: '123456',
      password: 'NewSecret1',
    });
    for (const label of ['Reset Code', 'Email', 'New Password', 'Retry New Password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it("shows the server's message when the code is wrong", async () => {
    mockApi({
      'POST /auth/reset-password': apiError(400, 'The reset code is wrong or has expired.'),
    });
    const { user } = renderReset('ada@example.com');
    await user.type(screen.getByLabelText('Reset Code'), '000000');
    await user.type(screen.getByLabelText('New Password'), 'NewSecret1');
    await user.type(screen.getByLabelText('Retry New Password'), 'NewSecret1');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reset code is wrong or has expired.',
    );
    expect(screen.getByLabelText('Reset Code')).toHaveValue('000000');
  });
});
