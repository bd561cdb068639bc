import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../query-rows';
import type { MailAttachment } from '../mail-attachment';

/** Attempts before a message is given up (FAILED): with the backoff below, about two days. */
export const MAX_ATTEMPTS = 12;
/** How long a process may take to hand one message to the SMTP server before another may. */
const CLAIM_SECONDS = 120;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 6 * 3600;

/** Seconds before attempt number `attempts + 1`: 30 s, 1 min, 2 min, … up to 6 hours. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_SECONDS);

interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[] | null;
  headers: Record<string, string> | null;
  attempts: number;
}

/**
 * Claims messages to send: FOR UPDATE SKIP LOCKED lets several processes share the outbox with
 * each message taken by one of them; a claim that ran out (its process died) is taken over.
 */
const claim = (which: SQL) => sql`
  UPDATE mail_outbox SET status = 'SENDING', attempts = attempts + 1,
         claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
  WHERE id IN (SELECT id FROM mail_outbox WHERE ${which} FOR UPDATE SKIP LOCKED)
  RETURNING id, to_address, subject, text, html, attachments, headers, attempts`;

const due = (limit: number) => sql`
  ((status = 'PENDING' AND next_attempt_at <= now()) OR (status = 'SENDING' AND claimed_until < now()))
  ORDER BY id LIMIT ${limit}`;

/**
 * Delivers the outbox through SMTP at least once per message and, short of a crash between the
 * SMTP server's acceptance and the SENT mark, exactly once: a failed attempt waits longer each
 * time, and every attempt carries the same Message-ID so a receiving server can drop a repeat.
 */
export function createOutboxDelivery(options: {
  db: Db;
  log: FastifyBaseLogger;
  transport: Transporter;
  from: string;
  messageIdHost: string;
}) {
  const { db, log, transport } = options;

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments ?? undefined,
        headers: mail.headers ?? undefined,
        messageId: `<outbox-${mail.id}@${options.messageIdHost}>`,
      });
      await db.execute(sql`UPDATE mail_outbox SET status = 'SENT', sent_at = now(),
                                  claimed_until = NULL, last_error = NULL WHERE id = ${mail.id}`);
      return true;
    } catch (err) {
      const givenUp = mail.attempts >= MAX_ATTEMPTS;
      log.warn(
        { err, mailId: mail.id, attempts: mail.attempts, givenUp },
        'e-mail delivery failed',
      );
      await db.execute(sql`UPDATE mail_outbox
        SET status = ${givenUp ? 'FAILED' : 'PENDING'}, claimed_until = NULL, last_error = ${String(err)},
            next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})
        WHERE id = ${mail.id}`);
      return false;
    }
  }

  return {
    /** Tries one new message at once (the caller does not wait for the mail server). */
    async deliverNow(id: number): Promise<void> {
      const [mail] = await queryRows<ClaimedMail>(
        db,
        claim(sql`id = ${id} AND status = 'PENDING'`),
      );
      if (mail) await deliver(mail);
    },

    /** Sends what is due, a batch at a time (the scheduled job). */
    async deliverDue(batch = 20): Promise<number> {
      const mails = await queryRows<ClaimedMail>(db, claim(due(batch)));
      let sent = 0;
      for (const mail of mails) if (await deliver(mail)) sent += 1;
      return sent;
    },
  };
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
