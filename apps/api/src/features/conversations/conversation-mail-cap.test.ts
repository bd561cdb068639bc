import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageMailAllowances } from '../../db/schema';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { startSmtpSink } from '../../../test/smtp-sink';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let catalog: Catalog;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, MESSAGE_MAILS_PER_HOUR: 2 });
  catalog = await makeCatalog(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const startAs = async (token: string, advertId: number) => {
  const res = await call(t, {
    method: 'POST',
    url: '/api/conversations',
    payload: { advertId, message: 'Is it still available?' },
    token,
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.background.idle();
};

it('mails a recipient at most MESSAGE_MAILS_PER_HOUR new-message e-mails an hour; the rest wait unread', async () => {
  const owner = await createUser(t);
  const adverts = await Promise.all([0, 1, 2, 3].map(() => makeAdvert(t, catalog, owner.id)));
  const guests = await Promise.all([0, 1, 2, 3].map(() => createUser(t)));
  for (const i of [0, 1, 2]) await startAs(guests[i]!.token, adverts[i]!.id);
  expect(smtp.to(owner.email)).toHaveLength(2);
  const unread = await call(t, {
    method: 'GET',
    url: '/api/conversations/unread-count',
    token: owner.token,
  });
  expect(unread.json()).toEqual({ unread: 3 });

  // An hour after the first e-mail of the hour, the next message is mailed again.
  await t.database.db
    .update(messageMailAllowances)
    .set({ windowStart: new Date(Date.now() - 61 * 60_000) })
    .where(eq(messageMailAllowances.userId, owner.id));
  await startAs(guests[3]!.token, adverts[3]!.id);
  expect(smtp.to(owner.email)).toHaveLength(3);
});
