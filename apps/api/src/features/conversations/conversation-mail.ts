import type { MailMessage } from '../../lib/mailer';
import type { MailDue } from './conversation-writes';

/**
 * The e-mail about a new message (docs/product.md#conversations): the message as plain text and
 * a link to the thread. The subject holds the advert's title only, nothing the sender typed.
 */
export const newMessageMail = (
  due: MailDue,
  message: { threadId: number; text: string },
  publicUrl: string,
): MailMessage => ({
  to: due.to,
  subject: `New message about "${due.advertTitle}"`,
  text:
    `Hello ${due.firstName},\n\n${due.senderFirstName} wrote about "${due.advertTitle}":\n\n` +
    `${message.text}\n\nRead and answer it at ${publicUrl}/dashboard/messages?thread=${message.threadId}\n\n` +
    `You get at most one e-mail per conversation every 15 minutes while messages wait unread.\n`,
});
