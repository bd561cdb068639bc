import type { MailMessage } from '../../lib/mailer';
import type { ContactMessageRow } from './contact-messages.repository';

/** The e-mail that carries a staff answer, quoting what the sender wrote. Plain text only. */
export function replyMail(input: {
  original: ContactMessageRow;
  answer: string;
  siteName: string;
}): MailMessage {
  const { original, answer, siteName } = input;
  const quoted = original.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: original.email,
    subject: `Re: your message to ${siteName}`,
    text: `Hello ${original.firstName} ${original.lastName},\n\n${answer}\n\n${siteName}\n\nYou wrote on ${original.createdAt.toISOString().slice(0, 10)}:\n${quoted}\n`,
  };
}
