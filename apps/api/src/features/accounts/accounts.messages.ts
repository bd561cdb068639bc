const waitAndRetry = (minutes: number) =>
  `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

/** Sentences the accounts API answers with, in one place so tests and clients agree. */
export const ACCOUNT_MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  notConfirmed:
    'Please confirm your e-mail address before logging in. We sent you a confirmation link when you registered.',
  tooManyLogins: (minutes: number) => `Too many failed login attempts. ${waitAndRetry(minutes)}`,
  tooManyResetMails: (minutes: number) =>
    `Too many password reset requests. ${waitAndRetry(minutes)}`,
  tooManyResetAttempts: (minutes: number) =>
    `Too many password reset attempts. ${waitAndRetry(minutes)}`,
  tooManyRegistrations: (minutes: number) =>
    `Too many registrations from your network. ${waitAndRetry(minutes)}`,
  emailTaken: 'This e-mail address is already registered.',
  confirmed: 'Your registration is confirmed. You can log in now.',
  badConfirmCode: 'This confirmation link is invalid or has expired.',
  forgotSent: 'If an account exists for this e-mail address, we have sent a reset code to it.',
  badResetCode: 'The reset code is wrong or has expired.',
  resetCodeBurned: 'Too many wrong reset codes. Please ask for a new code.',
  passwordReset: 'Change Password was created successfully',
  wrongCurrentPassword: 'Your current password is wrong.',
  samePassword: 'The new password must be different from the current one.',
  passwordChanged: 'Change Password was created successfully',
} as const;
