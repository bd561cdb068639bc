import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { call, createTestApp, createUser, lastMailTo, type TestApp } from '../../../test/test-app';
import { RESET_CODE_MAX_ATTEMPTS } from './account-codes';
import { ACCOUNT_LIMITS as L } from './account-limits';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** A client address no other test uses, so each limit is seen on its own. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const forgot = (email: string, ip = freshIp()) =>
  call(t, {
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
const reset = (email: string, code: string, ip = freshIp()) =>
  call(t, {
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email, code, password: 'Brandnew123' },
    remoteAddress: ip,
  });
const register = (email: string, ip: string) =>
  call(t, {
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: 'Ayşe',
      lastName: 'Demir',
      phone: '+905551234567',
      email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    },
    remoteAddress: ip,
  });

const mailsTo = async (email: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
  )[0]!.n;
const resetCodeOf = (text: string) => /reset code is (\d{6})/.exec(text)?.[1];
const waitMessage = (prefix: string) =>
  new RegExp(`^${prefix} Please wait \\d+ minutes? and try again\\.$`);

describe('forgot-password limits', () => {
  it('sends a few reset e-mails an hour to one address, then answers 429', async () => {
    const u = await createUser(t);
    for (let i = 0; i < L.resetMailsPerEmail; i++)
      expect((await forgot(u.email)).statusCode).toBe(200);
    const limited = await forgot(u.email.toUpperCase());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: 429,
      message: expect.stringMatching(waitMessage('Too many password reset requests\\.')),
    });
    expect(await mailsTo(u.email)).toBe(L.resetMailsPerEmail);
  });

  it('answers an unknown address exactly as a known one, 429 included', async () => {
    const known = await createUser(t);
    const ghost = `ghost-${known.id}@example.test`;
    for (let i = 0; i <= L.resetMailsPerEmail; i++) {
      const [a, b] = [await forgot(known.email), await forgot(ghost)];
      expect([a.statusCode, a.json().message]).toEqual([b.statusCode, b.json().message]);
    }
    expect((await forgot(ghost)).statusCode).toBe(429);
  });

  it('limits one client address across target addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < L.resetMailsPerIp; i++)
      expect((await forgot(`someone-${i}@example.test`, ip)).statusCode).toBe(200);
    const limited = await forgot('one-more@example.test', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(waitMessage('Too many password reset requests\\.'));
    expect((await forgot('one-more@example.test')).statusCode).toBe(200);
  });
});

describe('reset-password limits', () => {
  it('limits the guesses on one address across codes, even with the right code after', async () => {
    const u = await createUser(t);
    let attempts = 0;
    while (attempts < L.resetAttemptsPerEmail) {
      await forgot(u.email);
      const code = resetCodeOf((await lastMailTo(t, u.email))!.text)!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (
        let i = 0;
        i < RESET_CODE_MAX_ATTEMPTS && attempts < L.resetAttemptsPerEmail;
        i++, attempts++
      )
        expect((await reset(u.email, wrong)).statusCode).toBe(400);
    }
    await forgot(u.email);
    const code = resetCodeOf((await lastMailTo(t, u.email))!.text)!;
    const limited = await reset(u.email, code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(waitMessage('Too many password reset attempts\\.'));
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('limits one client address across e-mail addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < L.resetAttemptsPerIp; i++)
      expect((await reset(`guess-${i}@example.test`, '123456', ip)).statusCode).toBe(400);
    const limited = await reset('guess-last@example.test', '123456', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(waitMessage('Too many password reset attempts\\.'));
  });
});

describe('register limits', () => {
  it('limits registrations from one client address, refused or not, and creates nothing after', async () => {
    const ip = freshIp();
    const taken = (await createUser(t)).email;
    for (let i = 0; i < L.registrationsPerIp; i++)
      expect((await register(taken, ip)).statusCode).toBe(409);
    const email = `late-${ipCounter}@example.test`;
    const limited = await register(email, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      waitMessage('Too many registrations from your network\\.'),
    );
    expect(await t.app.repos.users.findByEmail(email)).toBeUndefined();
    expect((await register(email, freshIp())).statusCode).toBe(201);
  });
});

it('says how long to wait in words a person reads', () => {
  expect(M.tooManyResetMails(1)).toBe(
    'Too many password reset requests. Please wait 1 minute and try again.',
  );
  expect(M.tooManyRegistrations(60)).toBe(
    'Too many registrations from your network. Please wait 60 minutes and try again.',
  );
});
