import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { makeAdvert } from '../../../test/factories';
import { singlePartTextOf, startSmtpSink, textOf } from '../../../test/smtp-sink';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { mailsTo, moveTour, slot, tourCast, tourIn } from '../../../test/tour-kit';

// A deleted advert or advertiser cancels future tours with a word to each guest
// (docs/product.md#tour-e-mails-and-expiry).
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let cast: Awaited<ReturnType<typeof tourCast>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, publicUrl: 'https://homes.example' });
  cast = await tourCast(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The n-th e-mail (1-based) delivered to an address, once it has arrived. */
async function mailTo(address: string, nth = 1) {
  await vi.waitFor(() => expect(smtp.to(address).length).toBeGreaterThanOrEqual(nth));
  return smtp.to(address)[nth - 1]!.raw;
}

/** The calendar attachment of a raw message, its transfer encoding undone. */
function calendarOf(raw: string): string | undefined {
  const match = /Content-Type: text\/calendar[^\r]*\r\n((?:[^\r]+\r\n)*)\r\n([^]*?)\r\n--/i.exec(
    raw,
  );
  if (!match) return undefined;
  const [, headers, body] = match as unknown as [string, string, string];
  return /base64/i.test(headers) ? Buffer.from(body, 'base64').toString('utf8') : body;
}
/** The plain text of a message, with or without attachments. */
const bodyOf = (raw: string) => (/multipart\//.test(raw) ? textOf(raw) : singlePartTextOf(raw));
const field = (ics: string, name: string) => new RegExp(`\r\n${name}:([^\r]*)`).exec(ics)?.[1];

/** An advert of `owner` with one future tour of each kind, each by its own guest. */
async function advertWithTours(owner: TestUser, title: string) {
  const advert = await makeAdvert(t, cast.catalog, owner.id, { title });
  const guests = {
    approved: await createUser(t),
    pending: await createUser(t),
    turkish: await createUser(t),
    declined: await createUser(t),
    past: await createUser(t),
  };
  await t.database.db.update(users).set({ language: 'tr' }).where(eq(users.id, guests.turkish.id));
  const approved = await tourIn(t, advert, guests.approved, { tourTime: slot(6, '11:00') });
  // Approved the usual way, so the guest holds the approval's calendar file.
  expect((await moveTour(t, approved.id, 'approve', owner)).statusCode).toBe(200);
  await tourIn(t, advert, guests.pending, { tourTime: slot(7) });
  await tourIn(t, advert, guests.turkish, { tourTime: slot(8), status: 'APPROVED' });
  await tourIn(t, advert, guests.declined, { tourTime: slot(7, '12:00'), status: 'DECLINED' });
  await tourIn(t, advert, guests.past, { tourTime: slot(-2), status: 'APPROVED' });
  const invitation = calendarOf(await mailTo(guests.approved.email))!;
  return { advert, guests, invitation };
}
type Toured = Awaited<ReturnType<typeof advertWithTours>>;

/** Every guest of a future tour was told in their language; the others heard nothing. */
async function expectToldOfRemoval({ guests, invitation }: Toured, title: string) {
  const approvedMail = await mailTo(guests.approved.email, 2);
  const subjectTo = async (guest: TestUser) => (await mailsTo(t, guest.email))[0]!.subject;
  expect(await subjectTo(guests.approved)).toBe(`Your tour of "${title}" is canceled`);
  expect(bodyOf(approvedMail)).toContain('(UTC time) is canceled because the advert was removed');
  const cancel = calendarOf(approvedMail)!;
  expect(approvedMail).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
  expect(cancel).toContain('\r\nMETHOD:CANCEL\r\n');
  expect(cancel).toContain('\r\nSTATUS:CANCELLED\r\n');
  expect(field(cancel, 'UID')).toBe(field(invitation, 'UID'));
  expect(Number(field(cancel, 'SEQUENCE'))).toBeGreaterThan(Number(field(invitation, 'SEQUENCE')));
  expect(field(cancel, 'DTSTART')).toBe(field(invitation, 'DTSTART'));

  const pendingMail = await mailTo(guests.pending.email);
  expect(bodyOf(pendingMail)).toContain('because the advert was removed from the site');
  expect(calendarOf(pendingMail)).toBeUndefined();

  const turkishMail = await mailTo(guests.turkish.email);
  expect(await subjectTo(guests.turkish)).toBe(`"${title}" turunuz iptal edildi`);
  expect(bodyOf(turkishMail)).toContain('ilan siteden kaldırıldığı için iptal edildi');
  expect(calendarOf(turkishMail)).toContain('METHOD:CANCEL');

  for (const quiet of [guests.declined, guests.past])
    expect(await mailsTo(t, quiet.email)).toHaveLength(0);
}

describe('tours of a deleted advert', () => {
  it('are canceled with an e-mail to each guest when the owner deletes the advert', async () => {
    const toured = await advertWithTours(cast.owner, 'Owner removes it');
    const res = await call(t, {
      method: 'DELETE',
      url: `/api/adverts/auth/${toured.advert.id}`,
      token: cast.owner.token,
    });
    expect(res.statusCode).toBe(200);
    await expectToldOfRemoval(toured, 'Owner removes it');
  });

  it('are canceled with an e-mail to each guest when staff delete the advert', async () => {
    const toured = await advertWithTours(cast.owner, 'Staff remove it');
    const res = await call(t, {
      method: 'DELETE',
      url: `/api/adverts/admin/${toured.advert.id}`,
      token: cast.admin.token,
    });
    expect(res.statusCode).toBe(200);
    await expectToldOfRemoval(toured, 'Staff remove it');
  });

  it('are not told when the deletion is refused', async () => {
    const toured = await advertWithTours(cast.owner, 'Stays');
    const res = await call(t, {
      method: 'DELETE',
      url: `/api/adverts/auth/${toured.advert.id}`,
      token: cast.stranger.token,
    });
    expect(res.statusCode).toBe(404);
    expect(await mailsTo(t, toured.guests.pending.email)).toHaveLength(0);
  });
});

describe('tours of a deleted advertiser', () => {
  it('are canceled with an e-mail to each guest when the advertiser deletes their account', async () => {
    const owner = await createUser(t);
    const toured = await advertWithTours(owner, 'Owner leaves');
    const res = await call(t, {
      method: 'DELETE',
      url: '/api/user/auth',
      payload: { password: owner.password },
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    await expectToldOfRemoval(toured, 'Owner leaves');
  });

  it('are canceled with an e-mail to each guest when staff delete the account', async () => {
    const owner = await createUser(t);
    const toured = await advertWithTours(owner, 'Owner removed');
    const res = await call(t, {
      method: 'DELETE',
      url: `/api/user/${owner.id}/admin`,
      token: cast.admin.token,
    });
    expect(res.statusCode).toBe(200);
    await expectToldOfRemoval(toured, 'Owner removed');
  });
});
