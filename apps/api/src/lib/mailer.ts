import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/types';
import type { MailAttachment } from './mail-attachment';
import { createOutboxDelivery } from './mail/outbox-delivery';
import { queryRows } from './query-rows';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra header fields, such as List-Unsubscribe (passed to the mail library as fields). */
  headers?: Record<string, string>;
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
  /**
   * Keeps the message in the outbox within the caller's transaction, so it is kept if and only if
   * the caller's other writes are; the caller runs deliverDue() after the commit.
   */
  keep(tx: Tx, message: MailMessage): Promise<void>;
  /** Sends the outbox's due messages and retries (the scheduled job); 0 without SMTP. */
  deliverDue(): Promise<number>;
}

/** JSON for a jsonb column, or NULL when there is nothing to keep. */
const jsonOrNull = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Writes the message to the outbox (with the caller's transaction, if any); its id. */
async function keepInOutbox(db: Executor, message: MailMessage, status: 'PENDING' | 'LOGGED') {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO mail_outbox (to_address, subject, text, html, attachments, headers, status)
        VALUES (${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null},
                ${jsonOrNull(message.attachments)}::jsonb, ${jsonOrNull(message.headers)}::jsonb,
                ${status})
        RETURNING id`,
  );
  return row!.id;
}

export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  /** Host part of the Message-IDs (the site's public host). */
  messageIdHost?: string;
}): Mailer {
  const delivery = options.smtpUrl
    ? createOutboxDelivery({
        db: options.db,
        log: options.log,
        transport: nodemailer.createTransport(options.smtpUrl),
        from: options.from,
        messageIdHost: options.messageIdHost ?? 'localhost',
      })
    : undefined;

  const logKept = (id: number, message: MailMessage) =>
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

  return {
    async send(message) {
      const id = await keepInOutbox(options.db, message, 'PENDING');
      if (!delivery) {
        logKept(id, message);
        await options.db.execute(sql`UPDATE mail_outbox SET status = 'LOGGED' WHERE id = ${id}`);
        return;
      }
      // Delivery happens after the response: a slow mail server must not slow the user down.
      // Whatever happens to this attempt, the message stays PENDING or SENDING in the outbox
      // and the delivery job takes it up again.
      void delivery
        .deliverNow(id)
        .catch((err: unknown) => options.log.error({ err, mailId: id }, 'e-mail delivery failed'));
    },

    async keep(tx, message) {
      const status = delivery ? 'PENDING' : 'LOGGED';
      const id = await keepInOutbox(tx, message, status);
      if (!delivery) logKept(id, message);
    },

    deliverDue: () => delivery?.deliverDue() ?? Promise.resolve(0),
  };
}
