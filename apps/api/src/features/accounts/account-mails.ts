import { sitePaths } from '@estate/contracts';
import { asLanguage, mailText } from '../../i18n';
import type { MailMessage } from '../../lib/mailer';
import type { UserRow } from '../users';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Each account e-mail is written in the language kept on the account (docs/product.md#languages). */
const textFor = (user: Pick<UserRow, 'language'>) => mailText(asLanguage(user.language));

/** The registration confirmation link (also sent again on "Didn't get the e-mail?"). */
export function confirmationMail(user: UserRow, link: string): MailMessage {
  const t = textFor(user);
  return {
    to: user.email,
    subject: t('confirm.subject'),
    text: `${t('hello', { name: user.firstName })}\n\n${t('confirm.body')}\n${link}\n`,
    html: `<p>${t('hello', { name: escapeHtml(user.firstName) })}</p><p>${t('confirm.body')}</p><p><a href="${link}">${link}</a></p>`,
  };
}

/**
 * The link to the new address of a change of e-mail. It names nobody: whoever reads that inbox is
 * not yet known to be the account's owner (docs/product.md#change-of-e-mail).
 */
export function emailChangeLinkMail(user: UserRow, email: string, link: string): MailMessage {
  const t = textFor(user);
  return {
    to: email,
    subject: t('emailLink.subject'),
    text: `${t('helloAnonymous')}\n\n${t('emailLink.body', { email })}\n${link}\n\n${t('emailLink.after')}\n`,
  };
}

/**
 * The notice to the current address: a change it did not ask for shows up at once, with a link
 * that cancels it (docs/product.md#change-of-e-mail).
 */
export function emailChangeNoticeMail(
  user: UserRow,
  email: string,
  links: { cancel: string; forgot: string },
): MailMessage {
  const t = textFor(user);
  return {
    to: user.email,
    subject: t('emailNotice.subject'),
    text:
      `${t('hello', { name: user.firstName })}\n\n${t('emailNotice.body', { email })}\n\n` +
      `${t('emailNotice.cancel')}\n${links.cancel}\n\n${t('emailNotice.after', { link: links.forgot })}\n`,
  };
}

/** To the address just left: the change is made, and undoing it is one click for 7 days. */
export function emailChangedMail(user: UserRow, email: string, revertLink: string): MailMessage {
  const t = textFor(user);
  return {
    to: user.email,
    subject: t('emailChanged.subject'),
    text:
      `${t('hello', { name: user.firstName })}\n\n${t('emailChanged.body', { email })}\n\n` +
      `${t('emailChanged.revert')}\n${revertLink}\n`,
  };
}

/** A registration with an address that has an account: the owner is told, nobody else. */
export function alreadyRegisteredMail(user: UserRow, publicUrl: string): MailMessage {
  const t = textFor(user);
  return {
    to: user.email,
    subject: t('alreadyRegistered.subject'),
    text:
      `${t('hello', { name: user.firstName })}\n\n${t('alreadyRegistered.body')}\n\n` +
      `${t('alreadyRegistered.login', { link: `${publicUrl}${sitePaths.login()}` })}\n` +
      `${t('alreadyRegistered.forgot', { link: `${publicUrl}/forgot-password` })}\n\n` +
      `${t('alreadyRegistered.after')}\n`,
  };
}

/** The password reset code, for 30 minutes. */
export function resetCodeMail(user: UserRow, code: string, publicUrl: string): MailMessage {
  const t = textFor(user);
  return {
    to: user.email,
    subject: t('reset.subject'),
    text:
      `${t('hello', { name: user.firstName })}\n\n${t('reset.body', { code })}\n` +
      `${t('reset.enter', { link: `${publicUrl}${sitePaths.reset()}` })}\n\n${t('reset.after')}\n`,
  };
}
