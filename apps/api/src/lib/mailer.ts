import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

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
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (!transport) {
        options.log.info(
          { mail: { id, to: message.to, subject: message.subject } },
          `E-mail kept in the outbox (no SMTP_URL set) for ${message.to}: ${message.subject}\n${message.text}`,
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
