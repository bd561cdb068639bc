import { sitePaths } from '@estate/contracts';
import { asLanguage, mailText } from '../../i18n';
import type { MailMessage } from '../../lib/mailer';
import type { MailDue } from './conversation-writes.repository';

/**
 * The e-mail about a new message (docs/product.md#conversations): the message as plain text and
 * a link to the thread, in the recipient's language. The subject holds the advert's title only,
 * nothing the sender typed.
 */
export function newMessageMail(
  due: MailDue,
  message: { threadId: number; text: string },
  publicUrl: string,
): MailMessage {
  const t = mailText(asLanguage(due.language));
  const title = due.advertTitle;
  const link = `${publicUrl}${sitePaths.dashboard.messageThread(message.threadId)}`;
  return {
    to: due.to,
    subject: t('message.subject', { title }),
    text:
      `${t('hello', { name: due.firstName })}\n\n${t('message.body', { sender: due.senderFirstName, title })}\n\n` +
      `${message.text}\n\n${t('message.answer', { link })}\n\n${t('message.pace')}\n`,
  };
}
