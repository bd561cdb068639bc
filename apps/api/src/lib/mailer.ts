import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailAttachment } from './mail-attachment';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** The log line of a kept message: its text, then each attachment (a local user can import it). */
const loggedText = (message: MailMessage) =>
  [
    message.text,
    ...(message.attachments ?? []).map(
      (a) => `--- Attachment ${a.filename} (${a.contentType}) ---\n${a.content}`,
    ),
  ].join('\n');

export interface Mailer {
  /** Keeps the message in the outbox and delivers it (SMTP) or logs it (no SMTP configured). */
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
}): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;

  return {
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (!transport) {
        options.log.info(
          {
            mail: {
              id,
              to: message.to,
              subject: message.subject,
              attachments: message.attachments?.map((a) => a.filename),
            },
          },
          `E-mail kept in the outbox (no SMTP_URL set) for ${message.to}: ${message.subject}\n${loggedText(message)}`,
        );
        await options.db.update(mailOutbox).set({ status: 'LOGGED' }).where(eq(mailOutbox.id, id));
        return;
      }
      // Delivery happens after the response: a slow mail server must not slow the user down.
      void transport
        .sendMail({ from: options.from, ...message })
        .then(() =>
          options.db
            .update(mailOutbox)
            .set({ status: 'SENT', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
            .where(eq(mailOutbox.id, id)),
        )
        .catch((err: unknown) => {
          options.log.error({ err, mailId: id }, 'e-mail delivery failed');
          return options.db
            .update(mailOutbox)
            .set({
              status: 'FAILED',
              lastError: String(err),
              attempts: sql`${mailOutbox.attempts} + 1`,
            })
            .where(eq(mailOutbox.id, id));
        })
        .catch(() => undefined);
    },
  };
}
