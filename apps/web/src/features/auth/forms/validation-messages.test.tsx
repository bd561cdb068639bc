import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { expectRulesShownThenCleared, retype, type FieldRule } from '../../../test/form-rules';
import { logInAs, renderWithRouter } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ProfileForm } from './profile-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

// Messages as docs/product.md#form-rules and #passwords word them; no rule here calls the server.
const button = (name: string) => () => screen.getByRole('button', { name });

const NEW_PASSWORD_RULES = (label: string): FieldRule[] => [
  { label, input: '', message: 'Required', fix: 'Secret123' },
  { label, input: 'Sec1', message: 'At least 8 characters', fix: 'Secret123' },
  { label, input: 'SECRET123', message: 'One lowercase char', fix: 'Secret123' },
  { label, input: 'secret123', message: 'One uppercase char', fix: 'Secret123' },
  { label, input: 'SecretOne', message: 'One number', fix: 'Secret123' },
];

describe('login form messages', () => {
  it("says 'Required' under an empty email or password until it is filled in", async () => {
    mockApi({});
    const { user } = renderWithRouter(<LoginForm />, { path: '/login' });
    await expectRulesShownThenCleared(
      user,
      [
        { label: 'Email', input: '', message: 'Required', fix: 'ada@example.com' },
        { label: 'Password', input: '', message: 'Required', fix: 'secret' },
      ],
      button('Login'),
    );
  });
});

describe('register form messages', () => {
  it('applies each field rule and clears its message once the field is right', async () => {
    mockApi({});
    const { user } = renderWithRouter(<RegisterForm />, { path: '/register' });
    await expectRulesShownThenCleared(
      user,
      [
        { label: 'First Name', input: '', message: 'Required', fix: 'Grace' },
        // A direction mark would show the name reversed to others (docs/product.md#form-rules).
        {
          label: 'First Name',
          input: 'Grace\u202E',
          message: 'Remove the invisible formatting characters.',
          fix: 'Grace',
        },
        { label: 'Last Name', input: '', message: 'Required', fix: 'Hopper' },
        { label: 'Phone', input: '', message: 'Required', fix: '+905551234567' },
        { label: 'Email', input: '', message: 'Required', fix: 'grace@example.com' },
        { label: 'Email', input: 'grace@', message: 'Invalid email address', fix: 'g@x.io' },
        ...NEW_PASSWORD_RULES('Password'),
        { label: 'Confirm Password', input: '', message: 'Required', fix: 'Secret123' },
        {
          label: 'Confirm Password',
          input: 'Secret124',
          message: 'Passwords must match',
          fix: 'Secret123',
        },
      ],
      button('Register'),
    );
  });
});

describe('forgot password form messages', () => {
  it('wants an e-mail address', async () => {
    mockApi({});
    const { user } = renderWithRouter(<ForgotPasswordForm />, { path: '/forgot-password' });
    await expectRulesShownThenCleared(
      user,
      [
        { label: 'Email', input: '', message: 'Required', fix: 'ada@example.com' },
        {
          label: 'Email',
          input: 'ada.example.com',
          message: 'Invalid email address',
          fix: 'a@b.co',
        },
      ],
      button('Send reset code'),
    );
  });
});

describe('reset password form messages', () => {
  it('wants the code, a valid e-mail, a strong new password and the same password again', async () => {
    mockApi({});
    const { user } = renderWithRouter(<ResetPasswordForm />, { path: '/reset' });
    await expectRulesShownThenCleared(
      user,
      [
        { label: 'Reset Code', input: '', message: 'Required', fix: '123456' },
        { label: 'Email', input: '', message: 'Required', fix: 'ada@example.com' },
        { label: 'Email', input: 'ada@', message: 'Invalid email address', fix: 'ada@example.com' },
        ...NEW_PASSWORD_RULES('New Password'),
        { label: 'Retry New Password', input: '', message: 'Required', fix: 'Secret123' },
        {
          label: 'Retry New Password',
          input: 'Secret12',
          message: 'Passwords must match',
          fix: 'Secret123',
        },
      ],
      button('Reset Password'),
    );
  });
});

describe('change password form messages', () => {
  it('wants all three fields, a strong new password and the same one again', async () => {
    mockApi({});
    await logInAs(makeUser());
    const { user } = renderWithRouter(<ChangePasswordForm />, {
      path: '/dashboard/change-password',
    });
    await expectRulesShownThenCleared(
      user,
      [
        { label: 'Current Password', input: '', message: 'Required', fix: 'Admin1234' },
        ...NEW_PASSWORD_RULES('New Password'),
        { label: 'Retry New Password', input: '', message: 'Required', fix: 'Secret123' },
        {
          label: 'Retry New Password',
          input: 'Secret1234',
          message: 'Passwords must match',
          fix: 'Secret123',
        },
      ],
      button('UPDATE'),
    );
  });

  it('checks the repeat again when the new password changes under it', async () => {
    mockApi({});
    await logInAs(makeUser());
    const { user } = renderWithRouter(<ChangePasswordForm />, {
      path: '/dashboard/change-password',
    });
    await user.type(screen.getByLabelText('Current Password'), 'Admin1234');
    await user.type(screen.getByLabelText('New Password'), 'Secret123');
    await user.type(screen.getByLabelText('Retry New Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'UPDATE' }));
    await retype(user, screen.getByLabelText('Retry New Password'), 'Secret12');
    await user.tab();
    await screen.findByText('Passwords must match');
  });
});

describe('profile form messages', () => {
  it("asks for the first and last name and a phone number in the form's own words", async () => {
    mockApi({});
    const account = makeUser({ role: 'CUSTOMER', phone: '+905551110003' });
    await logInAs(account);
    const { user } = renderWithRouter(<ProfileForm user={account} />, {
      path: '/dashboard/my-profile',
    });
    await expectRulesShownThenCleared(
      user,
      [
        { label: 'First Name', input: '', message: 'enter first name', fix: 'Cem' },
        { label: 'Last Name', input: '', message: 'enter last name', fix: 'Customer' },
        { label: 'Phone', input: '', message: 'enter phone number', fix: '+905551110003' },
        {
          label: 'Phone',
          input: 'call me',
          message: 'enter phone number',
          fix: '05551110003',
        },
      ],
      button('Update'),
    );
  });
});
