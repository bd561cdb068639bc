import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { TERMS_VERSION } from '@estate/contracts';
import { mailOutbox } from '../../db/schema';
import { startSmtpSink, textOf } from '../../../test/smtp-sink';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { WRITE_LIMITS } from '../../lib/write-limits';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, publicUrl: 'https://homes.example' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let ips = 0;
const nextIp = () => `10.77.${Math.floor((ips += 1) / 250)}.${ips % 250}`;

const registration = (email: string) => ({
  firstName: 'Ayşe',
  lastName: 'Demir',
  phone: '+905551234567',
  email,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptTerms: true,
});
const register = (email: string) =>
  call(t, { method: 'POST', url: '/api/auth/register', payload: registration(email) });
const resend = (email: unknown, remoteAddress = nextIp()) =>
  call(t, {
    method: 'POST',
    url: '/api/auth/resend-confirmation',
    payload: { email },
    remoteAddress,
  });
const confirm = (code: string) =>
  call(t, { method: 'POST', url: `/api/auth/registerconfirm/${code}` });

/** The texts of the first `count` e-mails delivered to an address, once they have arrived. */
async function mailsTo(address: string, count: number) {
  await vi.waitFor(() => expect(smtp.to(address).length).toBeGreaterThanOrEqual(count));
  return smtp.to(address).map((m) => textOf(m.raw));
}
const linkCode = (text: string) =>
  /https:\/\/homes\.example\/registerConfirm\/([\w-]+)/.exec(text)?.[1];
/** E-mails kept for an address, once the work after the answers is done. */
async function keptFor(address: string) {
  await t.app.background.idle();
  return t.database.db.$count(mailOutbox, eq(mailOutbox.toAddress, address));
}

describe('consent at registration', () => {
  it('stores when the person agreed and to which version of the texts', async () => {
    const before = Date.now();
    const res = await register('consenting@example.test');
    expect(res.statusCode).toBe(201);
    const row = await t.app.repos.users.findByEmail('consenting@example.test');
    expect(row!.termsVersion).toBe(TERMS_VERSION);
    expect(TERMS_VERSION).toBe('2026-11-27');
    expect(row!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['missing', undefined],
    ['false', false],
    ['a string', 'yes'],
  ])('refuses a registration whose consent is %s, naming the field', async (_n, acceptTerms) => {
    const email = `no-consent-${String(acceptTerms)}@example.test`;
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registration(email), acceptTerms },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validations.acceptTerms).toBe(
      'You must agree to the Terms of Use and the Privacy Policy.',
    );
    expect(await t.app.repos.users.findByEmail(email)).toBeUndefined();
    expect(await keptFor(email)).toBe(0);
  });
});

describe("didn't get the e-mail", () => {
  it('sends a new link to an unconfirmed account; only the newest link confirms', async () => {
    const email = 'waiting@example.test';
    await register(email);
    const [first] = await mailsTo(email, 1);
    const res = await resend(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.confirmationResent });

    const [, second] = await mailsTo(email, 2);
    expect(second).toContain('please confirm your registration');
    const [oldCode, newCode] = [linkCode(first!)!, linkCode(second!)!];
    expect(newCode).not.toBe(oldCode);

    const old = await confirm(oldCode);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(M.badConfirmCode);
    expect((await confirm(newCode)).json()).toEqual({ message: M.confirmed });
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Secret123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers unknown and confirmed addresses the same, and e-mails neither', async () => {
    const confirmed = await createUser(t);
    const unknown = await resend('nobody-here@example.test');
    const known = await resend(confirmed.email);
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: M.confirmationResent });
    expect(await keptFor('nobody-here@example.test')).toBe(0);
    expect(await keptFor(confirmed.email)).toBe(0);
  });

  it.each([
    ['an invalid address', { email: 'not-an-email' }, 'email'],
    ['no address', {}, 'email'],
    ['an extra field', { email: 'a@example.test', role: 'ADMIN' }, 'role'],
  ])('refuses %s with 400 and its message', async (_n, payload, field) => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validations[field]).toEqual(expect.any(String));
  });

  it('limits the e-mails to one address from anywhere: 429 with Retry-After, nothing sent', async () => {
    const email = 'limited@example.test';
    await register(email);
    const { perEmail } = WRITE_LIMITS.confirmationResend;
    for (let i = 0; i < perEmail; i++) expect((await resend(email)).statusCode).toBe(200);
    const sent = await keptFor(email);

    const refused = await resend(email.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.json().message).toMatch(
      /^You have made too many confirmation e-mail requests\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(await keptFor(email)).toBe(sent);
  });

  it('limits the requests from one client address', async () => {
    const ip = nextIp();
    for (let i = 0; i < WRITE_LIMITS.confirmationResend.perAddress; i++) {
      expect((await resend(`someone${i}@example.test`, ip)).statusCode).toBe(200);
    }
    const refused = await resend('one-more@example.test', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many confirmation e-mail requests from your network/,
    );
    expect((await resend('one-more@example.test')).statusCode).toBe(200);
  });
});
