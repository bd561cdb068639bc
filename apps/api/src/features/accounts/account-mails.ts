import type { MailMessage } from '../../lib/mailer';
import type { UserRow } from '../users';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The registration confirmation link (also sent again on "Didn't get the e-mail?"). */
export const confirmationMail = (user: UserRow, link: string): MailMessage => ({
  to: user.email,
  subject: 'Confirm your registration',
  text: `Hello ${user.firstName},\n\nplease confirm your registration by opening this link within 24 hours:\n${link}\n`,
  html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>please confirm your registration by opening this link within 24 hours:</p><p><a href="${link}">${link}</a></p>`,
});

/**
 * The link to the new address of a change of e-mail. It names nobody: whoever reads that inbox is
 * not yet known to be the account's owner (docs/product.md#change-of-e-mail).
 */
export const emailChangeLinkMail = (email: string, link: string): MailMessage => ({
  to: email,
  subject: 'Confirm your new e-mail address',
  text:
    `Hello,\n\nplease confirm ${email} as the new e-mail address of your account by opening ` +
    `this link within 24 hours:\n${link}\n\nUntil then you log in with your current address. ` +
    `If you did not ask for this, ignore this e-mail.\n`,
});

/** The notice to the current address: a change it did not ask for shows up at once. */
export const emailChangeNoticeMail = (
  user: UserRow,
  email: string,
  publicUrl: string,
): MailMessage => ({
  to: user.email,
  subject: 'Your e-mail address is being changed',
  text:
    `Hello ${user.firstName},\n\nyour e-mail is being changed to ${email}. The change is made ` +
    `when the link we sent to that address is opened, within 24 hours; until then you log in ` +
    `with this address.\n\nIf you did not ask for this, choose a new password at ` +
    `${publicUrl}/forgot-password and do not open the link.\n`,
});
