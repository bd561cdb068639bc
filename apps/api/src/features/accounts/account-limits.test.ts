import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { mailOutbox, userCodes } from '../../db/schema';
import { call, createTestApp, createUser, lastMailTo, type TestApp } from '../../../test/test-app';
import { WRITE_LIMITS } from '../../lib/write-limits';
import { THROTTLE_RULES as R } from './account-limits';

const REGISTRATIONS_PER_HOUR_PER_ADDRESS = WRITE_LIMITS.registration.perAddress;
import { ACCOUNT_MESSAGES as M } from './accounts.messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** A client address no other test uses, so each limit is seen on its own. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const login = (email: string, password: string, ip = freshIp()) =>
  call(t, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
/** Also waits for the e-mail it sends, so codes are mailed in the order they were asked for. */
const forgot = async (email: string, ip = freshIp()) => {
  const res = await call(t, {
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
  await t.app.background.idle();
  return res;
};
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
      acceptTerms: true,
    },
    remoteAddress: ip,
  });

const statuses = (answers: Array<{ statusCode: number }>) =>
  answers.map((a) => a.statusCode).sort();
const times = (n: number, status: number) => Array<number>(n).fill(status);
const mailsTo = async (email: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
  )[0]!.n;
const resetCodeOf = (text: string) => /reset code is (\d{6})/.exec(text)?.[1];
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');
/** Lets the current delay of every throttle pass, as if the person had waited. */
const waitOutDelays = () => t.database.db.execute(sql`UPDATE throttles SET next_at = now()`);
const waitMessage = (prefix: string) =>
  new RegExp(`^${prefix} Please wait \\d+ (seconds?|minutes?) and try again\\.$`);

describe('login throttle', () => {
  it('checks only the free attempts of a parallel burst; the rest get 429 before any check', async () => {
    const u = await createUser(t);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(u.email, i === 29 ? u.password : `Wrong${i}x`)),
    );
    const checked = burst.filter((r) => r.statusCode !== 429);
    expect(checked.length).toBe(R.loginAccount.free);
    const refused = burst.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toMatch(waitMessage('Too many failed login attempts\\.'));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('makes each further attempt wait longer, never locks the owner out for good', async () => {
    const u = await createUser(t);
    for (let i = 0; i < R.loginAccount.free; i++) await login(u.email, 'Wrong123x');
    const first = await login(u.email, u.password);
    expect(first.statusCode).toBe(429);
    await waitOutDelays();
    expect((await login(u.email, 'Wrong123x')).statusCode).toBe(401);
    const second = await login(u.email, u.password);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(
      Number(first.headers['retry-after']),
    );
    await waitOutDelays();
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('counts wrong current passwords of PATCH /user/auth like logins', async () => {
    const u = await createUser(t);
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t, {
          method: 'PATCH',
          url: '/api/user/auth',
          token: u.token,
          payload: {
            password: `Guess${i}xx`,
            newPassword: 'Brandnew123',
          },
        }),
      ),
    );
    expect(statuses(guesses)).toEqual([...times(5, 400), ...times(5, 429)]);
    expect(guesses.find((g) => g.statusCode === 429)!.json().message).toMatch(
      waitMessage('Too many wrong current passwords\\.'),
    );
    // The same count as logins: one account's guesses add up wherever they are made.
    const [row] = await queryRows<{ attempts: number }>(
      t.database.db,
      sql`SELECT attempts FROM throttles WHERE key = ${`login:email:${u.email.toLowerCase()}`}`,
    );
    expect(Number(row!.attempts)).toBeGreaterThanOrEqual(R.loginAccount.free);
  });
});

describe('forgot-password', () => {
  it('mails a few codes at once, then asks to wait, the same for unknown addresses', async () => {
    const known = await createUser(t);
    const ghost = `ghost-${known.id}@example.test`;
    for (let i = 0; i <= R.resetMailAccount.free; i++) {
      const [a, b] = [await forgot(known.email), await forgot(ghost)];
      expect([a.statusCode, a.json().message]).toEqual([b.statusCode, b.json().message]);
    }
    const limited = await forgot(known.email.toUpperCase());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(waitMessage('Too many password reset requests\\.'));
    expect(await mailsTo(known.email)).toBe(R.resetMailAccount.free);
  });

  it('answers before the e-mail is written, so a known address is not slower', async () => {
    const u = await createUser(t);
    const send = t.app.mailer.send;
    t.app.mailer.send = async (m) => {
      await new Promise((r) => setTimeout(r, 1500));
      return send(m);
    };
    try {
      const started = Date.now();
      const res = await call(t, {
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: u.email },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      t.app.mailer.send = send;
    }
    expect(resetCodeOf((await lastMailTo(t, u.email))!.text)).toMatch(/^\d{6}$/);
  });

  it('stores the reset code under a keyed hash, not a plain one', async () => {
    const u = await createUser(t);
    await forgot(u.email);
    const code = resetCodeOf((await lastMailTo(t, u.email))!.text)!;
    const [row] = await t.database.db.select().from(userCodes).where(eq(userCodes.userId, u.id));
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    expect([sha(code), sha(`${u.id}:${code}`)]).not.toContain(row!.codeHash);
    const key = createHmac('sha256', t.app.config.jwtSecret)
      .update('password-reset-codes')
      .digest();
    expect(row!.codeHash).toBe(createHmac('sha256', key).update(`${u.id}:${code}`).digest('hex'));
  });
});

describe('reset-password', () => {
  it("lets the owner's correct code through after an attacker's wrong codes", async () => {
    const u = await createUser(t);
    const attacker = freshIp();
    for (let i = 0; i < 3; i++) await forgot(u.email, attacker);
    const code = resetCodeOf((await lastMailTo(t, u.email))!.text)!;
    const tries = [];
    for (let i = 0; i < 10; i++) tries.push(await reset(u.email, wrongCodeFor(code), attacker));
    expect(statuses(tries)).toEqual([...times(5, 400), ...times(5, 429)]);
    expect((await reset(u.email, code, freshIp())).statusCode).toBe(200);
  });

  it('compares only a few codes of a parallel burst from one address', async () => {
    const u = await createUser(t);
    await forgot(u.email);
    const code = resetCodeOf((await lastMailTo(t, u.email))!.text)!;
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => reset(u.email, wrongCodeFor(code), ip)),
    );
    expect(statuses(burst)).toEqual([...times(5, 400), ...times(15, 429)]);
    expect(burst.find((r) => r.statusCode === 429)!.json().message).toMatch(
      waitMessage('Too many wrong reset codes\\.'),
    );
  });

  it('answers wrong codes for an unknown address exactly as for a known one', async () => {
    const known = await createUser(t);
    const ghost = `ghost-${known.id}@example.test`;
    await forgot(known.email);
    await forgot(ghost);
    const [ipA, ipB] = [freshIp(), freshIp()];
    for (let i = 0; i < 8; i++) {
      const [a, b] = [await reset(known.email, '999999', ipA), await reset(ghost, '999999', ipB)];
      expect([a.statusCode, a.json().message]).toEqual([b.statusCode, b.json().message]);
    }
  });

  it('slows one client address across e-mail addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < R.resetTryAddress.free; i++)
      expect((await reset(`guess-${i}@example.test`, '123456', ip)).statusCode).toBe(400);
    const limited = await reset('guess-last@example.test', '123456', ip);
    expect(limited.statusCode).toBe(429);
  });
});

describe('register limits', () => {
  it('limits registrations from one client address, refused or not, and creates nothing after', async () => {
    const ip = freshIp();
    // Taken addresses, each tried once: the per-e-mail allowance stays out of the way.
    for (let i = 0; i < REGISTRATIONS_PER_HOUR_PER_ADDRESS; i++)
      expect((await register((await createUser(t)).email, ip)).statusCode).toBe(201);
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
  expect(M.tooManyResetMails(60)).toBe(
    'Too many password reset requests. Please wait 60 seconds and try again.',
  );
  expect(M.tooManyLogins(1)).toBe(
    'Too many failed login attempts. Please wait 1 second and try again.',
  );
  expect(M.tooManyRegistrations(3540)).toBe(
    'Too many registrations from your network. Please wait 59 minutes and try again.',
  );
  expect(M.tooManyRegistrations(7200)).toBe(
    'Too many registrations from your network. Please wait 2 hours and try again.',
  );
});
