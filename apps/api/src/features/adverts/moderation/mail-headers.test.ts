import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { createTestApp, createUser, type TestApp } from '../../../../test/test-app';
import { makeAdvert, makeCatalog } from '../../../../test/factories';
import { activatedMail } from './moderation.mail';

// Headers built from user text (here an owner's moderation e-mail) go through the mail library as
// fields, never as a header string: a subject with CRLF + "Bcc:" (a title saved before the
// one-line rule, say) adds no header and no recipient to the message a real SMTP server receives.

interface Received {
  recipients: string[];
  raw: string;
}

let t: TestApp;
let smtp: SMTPServer;
const received: Received[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        received.push({ recipients, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

/** Waits until the outbox has handed every message to the SMTP server. */
async function delivered(): Promise<Received[]> {
  for (let i = 0; i < 400; i++) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'SENT'`,
    );
    if (row!.n === 0) return received;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the messages were not delivered');
}

/** The header block of a raw message, each folded header unfolded onto one line. */
const headersOf = (raw: string) =>
  raw
    .split('\r\n\r\n')[0]!
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');

describe('mail headers', () => {
  it('keep a CRLF in a subject inside the Subject header', async () => {
    received.length = 0;
    const owner = await createUser(t, 'CUSTOMER', { email: 'owner@example.test' });
    const catalog = await makeCatalog(t);
    const advert = await makeAdvert(t, catalog, owner.id, {
      title: 'Flat\r\nBcc: thief@evil.test\r\nX-Injected: yes',
    });
    await t.app.mailer.send(
      activatedMail(
        { email: owner.email, firstName: 'Ayşe', language: 'en' },
        { ...advert, reasonCode: null, reason: null },
        '',
      ),
    );
    await t.app.mailer.send({
      to: 'reader@example.test',
      subject: 'Re: your message\nBcc: thief@evil.test',
      text: 'Hello',
    });

    const mails = await delivered();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.recipients).toHaveLength(1);
      expect(mail.recipients[0]).not.toContain('evil');
      const headers = headersOf(mail.raw);
      expect(headers.filter((h) => /^(bcc|x-injected):/i.test(h))).toEqual([]);
      expect(headers.filter((h) => /^subject:/i.test(h))).toHaveLength(1);
    }
  });
});
