import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import {
  MAIL_BODY_RETENTION_DAYS,
  PRUNED_MAIL_TEXT,
  securityHousekeepingJobs,
} from './security-housekeeping';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const runAll = async () => {
  for (const job of securityHousekeepingJobs(t.database.db)) await job.run();
};
const mail = (values: Partial<typeof mailOutbox.$inferInsert>) =>
  t.database.db
    .insert(mailOutbox)
    .values({ toAddress: 'x@example.test', subject: 'Code', text: 'code is 123456', ...values })
    .returning()
    .then((r) => r[0]!);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const read = async (id: number) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('security housekeeping', () => {
  it('empties the bodies of sent and printed mail after the retention period only', async () => {
    const old = MAIL_BODY_RETENTION_DAYS + 1;
    const sent = await mail({ status: 'SENT', html: '<p>123456</p>', createdAt: daysAgo(old) });
    const logged = await mail({ status: 'LOGGED', createdAt: daysAgo(old) });
    const recent = await mail({ status: 'LOGGED', createdAt: daysAgo(1) });
    const pending = await mail({ status: 'PENDING', createdAt: daysAgo(old) });
    await runAll();
    for (const id of [sent.id, logged.id]) {
      const row = await read(id);
      expect([row.text, row.html, row.subject]).toEqual([PRUNED_MAIL_TEXT, null, 'Code']);
    }
    expect((await read(recent.id)).text).toBe('code is 123456');
    expect((await read(pending.id)).text).toBe('code is 123456');
  });

  it('drops throttles idle for their whole window and keeps live ones', async () => {
    const u = await createUser(t);
    await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'Wrong123x' },
    });
    await t.database.db.execute(sql`
      INSERT INTO throttles (key, attempts, next_at, expires_at)
      VALUES ('login:ip:idle', 3, now() - interval '2 hours', now() - interval '1 hour')`);
    await runAll();
    const keys = (
      await queryRows<{ key: string }>(t.database.db, sql`SELECT key FROM throttles`)
    ).map((r) => r.key);
    expect(keys).not.toContain('login:ip:idle');
    expect(keys).toContain(`login:email:${u.email}`);
  });
});
