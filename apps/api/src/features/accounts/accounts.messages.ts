import { waitText } from '../../lib/text';

const waitAndRetry = (seconds: number) => `Please wait ${waitText(seconds)} and try again.`;

/** Sentences the accounts API answers with, in one place so tests and clients agree. */
export const ACCOUNT_MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  notConfirmed:
    'Please confirm your e-mail address before logging in. We sent you a confirmation link when you registered.',
  tooManyLogins: (seconds: number) => `Too many failed login attempts. ${waitAndRetry(seconds)}`,
  tooManyPasswordChecks: (seconds: number) =>
    `Too many wrong current passwords. ${waitAndRetry(seconds)}`,
  tooManyResetMails: (seconds: number) =>
    `Too many password reset requests. ${waitAndRetry(seconds)}`,
  tooManyResetAttempts: (seconds: number) => `Too many wrong reset codes. ${waitAndRetry(seconds)}`,
  tooManyRegistrations: (seconds: number) =>
    `Too many registrations from your network. ${waitAndRetry(seconds)}`,
  tooManyRegistrationsOfEmail: (seconds: number) =>
    `Too many attempts to register this e-mail address. ${waitAndRetry(seconds)}`,
  confirmationResent:
    'If an account with this e-mail address is waiting for confirmation, we have sent a new confirmation link to it.',
  emailChangeSent: (email: string) =>
    `We have sent a confirmation link to ${email}. Your e-mail address changes when you open it.`,
  emailChanged: (email: string) =>
    `Your e-mail address is now ${email}. Log in with it from now on.`,
  sameEmail: 'This is already your e-mail address.',
  unusableEmailLink: 'This link cannot be used.',
  emailChangeCancelled:
    'The change of your e-mail address is cancelled. If you did not ask for it, someone knows your password: choose a new one now.',
  emailReverted: (email: string) =>
    `Your e-mail address is ${email} again and every session has ended. Choose a new password now: whoever changed the address knows the old one.`,
  oldEmailTaken:
    'Your old e-mail address now belongs to another account, so it cannot be put back. Please write to us from the Contact page.',
  confirmed: 'Your registration is confirmed. You can log in now.',
  badConfirmCode: 'This confirmation link is invalid or has expired.',
  forgotSent: 'If an account exists for this e-mail address, we have sent a reset code to it.',
  badResetCode: 'The reset code is wrong or has expired.',
  passwordReset: 'Change Password was created successfully',
  wrongCurrentPassword: 'Your current password is wrong.',
  samePassword: 'The new password must be different from the current one.',
  passwordChanged: 'Change Password was created successfully',
  loggedOut: 'You are logged out.',
  lastAdminLeaves:
    'You are the last administrator: make another person an administrator before deleting your account.',
} as const;
