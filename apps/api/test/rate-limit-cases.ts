import type { InjectOptions } from 'fastify';
import { count, eq, like } from 'drizzle-orm';
import { contactMessages, mailOutbox, tourRequests, users } from '../src/db/schema';
import { THROTTLE_RULES as R } from '../src/features/accounts';
import { WRITE_LIMITS as W } from '../src/lib/write-limits';
import { makeAdvert, makeCatalog } from './factories';
import { createUser, type TestApp } from './test-app';
import { day } from './tour-kit';

export type Scope = 'address' | 'account';
type Request = InjectOptions & { headers?: Record<string, string> };

/** The rows of the table, in order: each action by client address, then by account or e-mail. */
export const LIMIT_ROWS = [
  'login',
  'register',
  'resend confirmation',
  'forgot password',
  'reset password',
  'contact',
  'tour request',
  'profile change',
].flatMap((action) => [`${action} per address`, `${action} per account`]);

/** One row of the table: an action, the key it is limited by, and how to tell what it did. */
export interface LimitCase {
  action: string;
  scope: Scope;
  /** Calls admitted in a fresh window before the first 429. */
  allowed: number;
  /** What an admitted call answers (the burst's calls are valid or harmlessly wrong). */
  admitted: number[];
  /** The burst's i-th call: the same client address or account throughout, as `scope` says. */
  request(i: number): Request;
  /** Counts what admitted calls produce, and how much one burst must add. */
  work?: { count(): Promise<number>; growth: number };
}

/** A client address of its own for each row (and each call, where the account is the key). */
const address = (row: number, i: number) => `10.${row + 1}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const post = (url: string, payload: object, remoteAddress: string, token?: string): Request => ({
  method: 'POST',
  url,
  payload,
  remoteAddress,
  headers: token ? { authorization: token } : {},
});
const registration = (email: string) => ({
  firstName: 'Ayşe',
  lastName: 'Demir',
  phone: '+905551234567',
  email,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptTerms: true,
});
const contactMessage = (email: string) => ({
  email,
  message: 'Is the flat still free?',
  firstName: 'Mehmet',
  lastName: 'Yildiz',
});
/** Distinct half-hour slots, twenty a day from tomorrow on. */
const tourSlot = (i: number) =>
  `${day(1 + Math.floor(i / 20))}T${String(9 + (i % 10)).padStart(2, '0')}:${i % 20 < 10 ? '00' : '30'}`;

type Row = Omit<LimitCase, 'request'> & { request(i: number, row: number): Request };
type Cast = Awaited<ReturnType<typeof limitCast>>;

/** The people, the advert and the counters the rows use. */
async function limitCast(t: TestApp, burst: (allowed: number) => number) {
  const db = t.database.db;
  const rows = (table: typeof users | typeof contactMessages | typeof tourRequests) => () =>
    db.$count(table);
  const resetMails = async () =>
    (
      await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'Your password reset code'))
    )[0]!.n;
  const confirmationMails = () =>
    db.$count(mailOutbox, eq(mailOutbox.subject, 'Confirm your registration'));
  const unconfirmed = await Promise.all(
    Array.from({ length: burst(W.confirmationResend.perAddress) }, () =>
      createUser(t, 'CUSTOMER', { confirmed: false }),
    ),
  );
  const waiting = await createUser(t, 'CUSTOMER', { confirmed: false });
  const someone = await createUser(t);
  const people = await Promise.all(
    Array.from(
      { length: burst(Math.max(W.tourRequest.perAddress, W.profileChange.perAddress)) },
      () => createUser(t),
    ),
  );
  const advert = await makeAdvert(t, await makeCatalog(t), (await createUser(t)).id);
  const tour = (i: number) => ({ advert: { id: advert.id }, tourTime: tourSlot(i) });
  const renamed = () => db.$count(users, like(users.firstName, 'Renamed%'));
  const resend = { confirmationMails, unconfirmed, waiting };
  return { rows, resetMails, resend, someone, people, tour, renamed };
}

const wrongLogin = (email: string) => ({ email, password: 'Wrong1234' });
const wrongCode = (email: string) => ({ email, code: '000000', password: 'Brandnew123' });

/** Login, register, forgot and reset password. */
function accountRows(cast: Cast): Row[] {
  const { rows, resetMails, someone, people } = cast;
  return [
    {
      action: 'login',
      scope: 'address',
      allowed: R.loginAddress.free,
      admitted: [401],
      request: (i, row) =>
        post('/api/auth/login', wrongLogin(`nobody${i}@example.test`), address(row, 0)),
    },
    {
      action: 'login',
      scope: 'account',
      allowed: R.loginAccount.free,
      admitted: [401],
      request: (i, row) => post('/api/auth/login', wrongLogin(someone.email), address(row, i)),
    },
    {
      action: 'register',
      scope: 'address',
      allowed: W.registration.perAddress,
      admitted: [201],
      request: (i, row) =>
        post('/api/auth/register', registration(`new${row}-${i}@example.test`), address(row, 0)),
      work: { count: rows(users), growth: W.registration.perAddress },
    },
    {
      action: 'register',
      scope: 'account',
      allowed: W.registration.perEmail,
      admitted: [201, 409],
      request: (i, row) =>
        post('/api/auth/register', registration(`twice${row}@example.test`), address(row, i)),
      work: { count: rows(users), growth: 1 },
    },
    ...resendRows(cast),
    {
      action: 'forgot password',
      scope: 'address',
      allowed: R.resetMailAddress.free,
      admitted: [200],
      request: (i, row) =>
        post('/api/auth/forgot-password', { email: people[i]!.email }, address(row, 0)),
      work: { count: resetMails, growth: R.resetMailAddress.free },
    },
    {
      action: 'forgot password',
      scope: 'account',
      allowed: R.resetMailAccount.free,
      admitted: [200],
      request: (i, row) =>
        post('/api/auth/forgot-password', { email: someone.email }, address(row, i)),
      work: { count: resetMails, growth: R.resetMailAccount.free },
    },
    {
      action: 'reset password',
      scope: 'address',
      allowed: R.resetTryAddress.free,
      admitted: [400],
      request: (i, row) =>
        post('/api/auth/reset-password', wrongCode(`nobody${i}@example.test`), address(row, 0)),
    },
    {
      action: 'reset password',
      scope: 'account',
      allowed: R.resetTryAccount.free,
      admitted: [400],
      request: (i, row) =>
        post('/api/auth/reset-password', wrongCode(someone.email), address(row, i)),
    },
  ];
}

/** "Didn't get the e-mail?": each admitted call for an unconfirmed account mails a new link. */
function resendRows({ resend: { confirmationMails, unconfirmed, waiting } }: Cast): Row[] {
  const resend = (email: string, ip: string) =>
    post('/api/auth/resend-confirmation', { email }, ip);
  return [
    {
      action: 'resend confirmation',
      scope: 'address',
      allowed: W.confirmationResend.perAddress,
      admitted: [200],
      request: (i, row) => resend(unconfirmed[i]!.email, address(row, 0)),
      work: { count: confirmationMails, growth: W.confirmationResend.perAddress },
    },
    {
      action: 'resend confirmation',
      scope: 'account',
      allowed: W.confirmationResend.perEmail,
      admitted: [200],
      request: (i, row) => resend(waiting.email, address(row, i)),
      work: { count: confirmationMails, growth: W.confirmationResend.perEmail },
    },
  ];
}

/** The contact form and tour requests. */
function engagementRows({ rows, someone, people, tour }: Cast): Row[] {
  return [
    {
      action: 'contact',
      scope: 'address',
      allowed: W.contactMessage.perAddress,
      admitted: [201],
      request: (i, row) =>
        post('/api/contact', contactMessage(`writer${row}-${i}@example.test`), address(row, 0)),
      work: { count: rows(contactMessages), growth: W.contactMessage.perAddress },
    },
    {
      action: 'contact',
      scope: 'account',
      allowed: W.contactMessage.perEmail,
      admitted: [201],
      request: (i, row) =>
        post('/api/contact', contactMessage(`writer${row}@example.test`), address(row, i)),
      work: { count: rows(contactMessages), growth: W.contactMessage.perEmail },
    },
    {
      action: 'tour request',
      scope: 'address',
      allowed: W.tourRequest.perAddress,
      admitted: [201],
      request: (i, row) => post('/api/tourRequest', tour(0), address(row, 0), people[i]!.token),
      work: { count: rows(tourRequests), growth: W.tourRequest.perAddress },
    },
    {
      action: 'tour request',
      scope: 'account',
      allowed: W.tourRequest.perAccount,
      admitted: [201],
      request: (i, row) => post('/api/tourRequest', tour(i), address(row, i), someone.token),
      work: { count: rows(tourRequests), growth: W.tourRequest.perAccount },
    },
  ];
}

/** Profile changes, at the production numbers: an admitted one renames its person "Renamed…". */
function writeRows({ someone, people, renamed }: Cast): Row[] {
  const profile = (row: number, i: number) => ({
    firstName: `Renamed${row}x${i}`,
    lastName: 'Demir',
    phone: '+905551234567',
  });
  const put = (row: number, i: number, ip: string, token: string): Request => ({
    ...post('/api/user/auth', profile(row, i), ip, token),
    method: 'PUT',
  });
  return [
    {
      action: 'profile change',
      scope: 'address',
      allowed: W.profileChange.perAddress,
      admitted: [200],
      request: (i, row) => put(row, i, address(row, 0), people[i]!.token),
      work: { count: renamed, growth: W.profileChange.perAddress },
    },
    {
      action: 'profile change',
      scope: 'account',
      allowed: W.profileChange.perAccount,
      admitted: [200],
      request: (i, row) => put(row, i, address(row, i), someone.token),
      // One person, however many of their changes came through.
      work: { count: renamed, growth: 1 },
    },
  ];
}

/** The limited actions × {client address, account or e-mail}; `burst` calls per row. */
export async function limitCases(t: TestApp, burst: (allowed: number) => number) {
  const cast = await limitCast(t, burst);
  const table = [...accountRows(cast), ...engagementRows(cast), ...writeRows(cast)];
  return table.map((c, row): LimitCase => ({ ...c, request: (i) => c.request(i, row) }));
}
