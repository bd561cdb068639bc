import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { startSmtpSink } from '../../../test/smtp-sink';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let catalog: Catalog;
let owner: TestUser;
let guest: TestUser;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, publicUrl: 'https://homes.example' });
  catalog = await makeCatalog(t);
  owner = await createUser(t, 'CUSTOMER', { firstName: 'Olga' });
  guest = await createUser(t, 'CUSTOMER', { firstName: 'Gina' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const send = async (advertId: number, message: string, token = guest.token) => {
  const res = await call(t, {
    method: 'POST',
    url: '/api/conversations',
    payload: { advertId, message },
    token,
  });
  await t.app.background.idle();
  return res.json() as { id: number };
};
const answer = async (id: number, message: string) => {
  await call(t, {
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    payload: { message },
    token: owner.token,
  });
  await t.app.background.idle();
};
/** A single-part text e-mail's body, its quoted-printable decoded. */
const textOf = (raw: string) =>
  Buffer.from(
    raw
      .slice(raw.indexOf('\r\n\r\n') + 4)
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
      .split(/(%[0-9A-F]{2})/)
      .map((part) =>
        part.startsWith('%') ? String.fromCharCode(parseInt(part.slice(1), 16)) : part,
      )
      .join(''),
    'latin1',
  )
    .toString('utf8')
    .replace(/\r\n/g, '\n');
const open = (id: number, token: string) =>
  call(t, { method: 'GET', url: `/api/conversations/${id}`, token });

it('e-mails the other side the message as text with a link to the thread', async () => {
  const advert = await makeAdvert(t, catalog, owner.id, { title: 'Harbour loft' });
  const { id } = await send(advert.id, 'Can I see it <b>Friday</b>? https://evil.test');
  const [mail] = smtp.to(owner.email);
  // The subject, as quoted-printable encoded words: the advert's title only.
  expect(mail!.raw).toMatch(/Subject: =\?UTF-8\?Q\?New_message_about_=22Harbour_loft=22\?=/);
  expect(mail!.raw).not.toMatch(/Content-Type: text\/html/i);
  const text = textOf(mail!.raw);
  expect(text).toContain('Gina wrote about "Harbour loft"');
  expect(text).toContain('Can I see it <b>Friday</b>? https://evil.test');
  expect(text).toContain(`https://homes.example/dashboard/messages?thread=${id}`);

  await answer(id, 'Yes, at ten.');
  expect(textOf(smtp.to(guest.email).at(-1)!.raw)).toContain('Yes, at ten.');
});

it('sends at most one e-mail per thread per 15 minutes while the messages stay unread', async () => {
  const advert = await makeAdvert(t, catalog, owner.id);
  const before = smtp.to(owner.email).length;
  const { id } = await send(advert.id, 'First');
  await send(advert.id, 'Second');
  await send(advert.id, 'Third');
  expect(smtp.to(owner.email).length).toBe(before + 1);

  // Sixteen minutes later, still unread: one more.
  const earlier = new Date(Date.now() - 16 * 60_000);
  await t.database.db
    .update(conversations)
    .set({ ownerMailedAt: earlier })
    .where(eq(conversations.id, id));
  await send(advert.id, 'Fourth');
  expect(smtp.to(owner.email).length).toBe(before + 2);

  // Once read, the next message is told at once.
  await open(id, owner.token);
  await send(advert.id, 'Fifth');
  expect(smtp.to(owner.email).length).toBe(before + 3);
});

it('keeps the first reply delay for the advertiser card', async () => {
  const advert = await makeAdvert(t, catalog, owner.id);
  const { id } = await send(advert.id, 'Hello?');
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
  await t.database.db
    .update(conversations)
    .set({ createdAt: twoHoursAgo })
    .where(eq(conversations.id, id));
  await answer(id, 'Hello!');
  await answer(id, 'Still here.');
  const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
  expect(row!.firstReplySeconds).toBeGreaterThanOrEqual(7200);
  expect(row!.firstReplySeconds).toBeLessThan(7260);
});
