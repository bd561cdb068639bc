import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox, userCodes } from '../../db/schema';
import { startSmtpSink } from '../../../test/smtp-sink';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { WRITE_LIMITS } from '../../lib/write-limits';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { emailChangeKit } from '../../../test/email-change-kit';

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

const { nextIp, mailTo, freshAddress, askChange, openLink, login, emailOf, linkIn } =
  emailChangeKit(
    () => t,
    () => smtp,
  );

describe('a change of e-mail address', () => {
  it('waits for the link sent to the new address, then logs in with the new one only', async () => {
    const user = await createUser(t, 'CUSTOMER', { firstName: 'Zehra' });
    const next = freshAddress('moved');
    const res = await askChange(user, next.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.emailChangeSent(next) });

    const link = await mailTo(next);
    expect(link).toContain(`please confirm ${next} as the new e-mail address`);
    const notice = await mailTo(user.email);
    expect(notice).toContain(`Hello Zehra,`);
    expect(notice).toContain(`your e-mail is being changed to ${next}.`);
    expect(notice).not.toMatch(/email-confirm/);

    // Nothing changes before the link is opened.
    expect(await emailOf(user)).toBe(user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const done = await openLink(linkIn(link)!);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: M.emailChanged(next) });
    expect(await emailOf(user)).toBe(next);
    expect((await login(next, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const me = await call(t, { method: 'GET', url: '/api/user/auth', token: user.token });
    expect(me.json().email).toBe(next);

    const again = await openLink(linkIn(link)!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, message: M.unusableEmailLink });
  });

  it('refuses a wrong password with 400 and changes and sends nothing', async () => {
    const user = await createUser(t);
    const next = freshAddress('wrong-password');
    const res = await askChange(user, next, 'NotMine123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: M.wrongCurrentPassword,
      validations: { password: M.wrongCurrentPassword },
    });
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.toAddress, next))).toBe(0);
    expect(await t.database.db.$count(userCodes, eq(userCodes.userId, user.id))).toBe(0);
    expect(await emailOf(user)).toBe(user.email);
  });

  it('answers an address of another account like any other, but its link cannot be used', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const free = await askChange(user, freshAddress('free'));
    const taken = await askChange(user, other.email);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual({ message: M.emailChangeSent(other.email) });

    const refused = await openLink(linkIn(await mailTo(other.email))!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.unusableEmailLink);
    expect(await emailOf(user)).toBe(user.email);
    expect(await emailOf(other)).toBe(other.email);
  });

  it('refuses the link when the address was registered after it was sent', async () => {
    const user = await createUser(t);
    const next = freshAddress('taken-since');
    await askChange(user, next);
    const link = linkIn(await mailTo(next))!;
    await createUser(t, 'CUSTOMER', { email: next });
    expect((await openLink(link)).json().message).toBe(M.unusableEmailLink);
    expect(await emailOf(user)).toBe(user.email);
  });

  it('refuses an expired link and the link of an earlier request', async () => {
    const user = await createUser(t);
    const [first, second] = [freshAddress('first'), freshAddress('second')];
    await askChange(user, first);
    const firstLink = linkIn(await mailTo(first))!;
    await askChange(user, second);
    const secondLink = linkIn(await mailTo(second))!;
    expect((await openLink(firstLink)).json().message).toBe(M.unusableEmailLink);

    await t.database.db
      .update(userCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userCodes.userId, user.id), eq(userCodes.email, second)));
    expect((await openLink(secondLink)).statusCode).toBe(400);
    expect(await emailOf(user)).toBe(user.email);
  });

  it('spends a reset code e-mailed to the old address', async () => {
    const user = await createUser(t);
    await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const code = /reset code is (\d{6})/.exec(await mailTo(user.email))![1]!;
    const next = freshAddress('after-reset-mail');
    await askChange(user, next);
    expect((await openLink(linkIn(await mailTo(next))!)).statusCode).toBe(200);
    const reset = await call(t, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: next, code, password: 'Brandnew123' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it.each([
    [
      'the same address',
      (u: TestUser) => ({ email: u.email.toUpperCase(), password: u.password }),
      'email',
    ],
    ['an invalid address', (u: TestUser) => ({ email: 'nope', password: u.password }), 'email'],
    ['no password', () => ({ email: 'x@example.test' }), 'password'],
    [
      'an extra field',
      (u: TestUser) => ({ email: 'x@example.test', password: u.password, id: 1 }),
      'id',
    ],
  ])('refuses %s with 400 naming the field', async (_n, body, field) => {
    const user = await createUser(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/user/auth/email',
      payload: body(user),
      token: user.token,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validations[field]).toEqual(expect.any(String));
    expect(await t.database.db.$count(userCodes, eq(userCodes.userId, user.id))).toBe(0);
  });

  it('needs a login', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/user/auth/email',
      payload: { email: 'x@example.test', password: 'Passw0rd!x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unknown link', async () => {
    const res = await openLink('not-a-real-code');
    expect(res.json()).toEqual({ status: 400, message: M.unusableEmailLink });
  });

  it('limits the links sent to one new address, from any account', async () => {
    const target = freshAddress('popular');
    for (let i = 0; i < WRITE_LIMITS.emailChange.perEmail; i++) {
      expect((await askChange(await createUser(t), target)).statusCode).toBe(200);
    }
    const refused = await askChange(await createUser(t), target);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.json().message).toMatch(/too many e-mail address changes\. Please wait/);
  });
});
