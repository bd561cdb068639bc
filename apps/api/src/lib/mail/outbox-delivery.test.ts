import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { MAX_ATTEMPTS, retryDelaySeconds } from './outbox-delivery';

// E-mail that arrives. A real SMTP server (smtp-server) refuses connections
// for a while; every confirmation link and reset code still arrives, exactly once.

interface Received {
  messageId: string;
  raw: string;
}

let t: TestApp;
let smtp: SMTPServer;
let refusing = false;
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
    onConnect(_session, callback) {
      if (refusing) return callback(new Error('Mail server busy, try again later'));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        received.push({ messageId, raw });
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

const outbox = () => t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

/** Lets the retries' back-off pass (the clock of the database moves by hand). */
const makeDue = () =>
  t.database.db.execute(
    sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'PENDING'`,
  );

async function settled() {
  await t.app.background.idle();
  for (let i = 0; i < 200; i++) {
    const rows = await outbox();
    if (rows.every((row) => row.status !== 'SENDING' && row.attempts > 0)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the first attempts did not end');
}

describe('the outbox', () => {
  it('delivers every message exactly once after the mail server refused them for a while', async () => {
    refusing = true;
    const emails = ['ana@example.test', 'ben@example.test', 'can@example.test'];
    for (const email of emails) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Mail',
          lastName: 'Test',
          phone: '+905551112233',
          email,
          password: 'Passw0rd!x',
          confirmPassword: 'Passw0rd!x',
          acceptTerms: true,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const afterRefusal = await settled();
    expect(afterRefusal).toHaveLength(3);
    expect(afterRefusal.every((row) => row.status === 'PENDING' && row.lastError)).toBe(true);
    expect(received).toHaveLength(0);

    // Nothing is due before its back-off has passed.
    refusing = false;
    expect(await t.app.mailer.deliverDue()).toBe(0);

    await makeDue();
    // Two processes' delivery jobs run at the same moment.
    const sent = await Promise.all([t.app.mailer.deliverDue(), t.app.mailer.deliverDue()]);
    expect(sent[0] + sent[1]).toBe(3);
    const rows = await outbox();
    expect(rows.map((row) => row.status)).toEqual(['SENT', 'SENT', 'SENT']);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(3);
    expect(received).toHaveLength(3);
    for (const row of rows) {
      const link = /\/registerConfirm\/\S+/.exec(row.text)?.[0];
      expect(link).toBeDefined();
      const delivered = received.filter((mail) => mail.raw.includes(link!));
      expect(delivered).toHaveLength(1);
    }
    expect(await t.app.mailer.deliverDue()).toBe(0);
  });

  it('takes over a message whose sending process died, and gives up after the last attempt', async () => {
    received.length = 0;
    const { db } = t.database;
    const [orphan] = await db
      .insert(mailOutbox)
      .values({ toAddress: 'dan@example.test', subject: 'Orphan', text: 'Reset code 123456' })
      .returning();
    await db.execute(sql`UPDATE mail_outbox SET status = 'SENDING', attempts = 1,
                         claimed_until = now() - interval '1 second' WHERE id = ${orphan!.id}`);
    expect(await t.app.mailer.deliverDue()).toBe(1);
    expect(received.filter((mail) => mail.raw.includes('123456'))).toHaveLength(1);

    refusing = true;
    const [doomed] = await db
      .insert(mailOutbox)
      .values({ toAddress: 'eve@example.test', subject: 'Doomed', text: 'never delivered' })
      .returning();
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, doomed!.id));
    await t.app.mailer.deliverDue();
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, doomed!.id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
    refusing = false;
  });

  it('waits longer after each failed attempt, up to six hours', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(MAX_ATTEMPTS)).toBe(6 * 3600);
  });
});
