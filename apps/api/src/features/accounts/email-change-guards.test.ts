import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { userCodes } from '../../db/schema';
import { emailChangeKit } from '../../../test/email-change-kit';
import { startSmtpSink } from '../../../test/smtp-sink';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';

// docs/product.md#change-of-e-mail: what a password reset, a password change and logging out do
// to a pending change, and the old address's two ways back.
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

const kit = emailChangeKit(
  () => t,
  () => smtp,
);
const { mailTo, freshAddress, askChange, openLink, cancel, revert, login, emailOf } = kit;
const oneOff = (code: string) => `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
const unusable = { status: 400, message: M.unusableEmailLink };

/** The reset code among the mails after the first `seen`: the change's notice may come between. */
async function resetCodeAfter(email: string, seen: number) {
  for (let nth = seen + 1; ; nth += 1) {
    const code = /reset code is (\d{6})/.exec(await mailTo(email, nth))?.[1];
    if (code) return code;
  }
}

async function resetPassword(email: string, password: string) {
  const mails = smtp.to(email).length;
  await call(t, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const code = await resetCodeAfter(email, mails);
  const res = await call(t, {
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email, code, password },
  });
  expect(res.statusCode).toBe(200);
}

/** The attacker, who knows the password, asks to move the account to their address. */
async function attackerAsks(user: TestUser) {
  const attacker = freshAddress('attacker');
  expect((await askChange(user, attacker)).statusCode).toBe(200);
  return { attacker, link: kit.linkIn(await mailTo(attacker))! };
}

describe('a pending change of e-mail address', () => {
  it.each([
    ['a password reset', (u: TestUser) => resetPassword(u.email, 'Ownersnew123')],
    [
      'a password change',
      async (u: TestUser) => {
        const res = await call(t, {
          method: 'PATCH',
          url: '/api/user/auth',
          payload: { password: u.password, newPassword: 'Ownersnew123' },
          token: u.token,
        });
        expect(res.statusCode).toBe(200);
      },
    ],
    [
      'logging out everywhere',
      async (u: TestUser) => {
        const res = await call(t, { method: 'POST', url: '/api/auth/logout', token: u.token });
        expect(res.statusCode).toBe(200);
      },
    ],
  ])('is spent by %s: the link in the other inbox no longer moves the account', async (_n, act) => {
    const user = await createUser(t);
    const { link } = await attackerAsks(user);
    await act(user);
    expect((await openLink(link)).json()).toEqual(unusable);
    expect(await emailOf(user)).toBe(user.email);
    const pending = await t.database.db.$count(
      userCodes,
      and(eq(userCodes.userId, user.id), isNull(userCodes.usedAt)),
    );
    expect(pending).toBe(0);
  });

  it('tells the old address how to cancel it; the cancel link spends the change once', async () => {
    const user = await createUser(t, 'CUSTOMER', { firstName: 'Nur' });
    const { link } = await attackerAsks(user);
    const notice = await mailTo(user.email);
    expect(notice).toContain('cancel the change with this link:');
    expect(notice).toContain('A new password also cancels the change.');
    const code = kit.cancelLinkIn(notice)!;

    expect((await cancel(oneOff(code))).json()).toEqual(unusable);
    const done = await cancel(code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: M.emailChangeCancelled });
    expect((await cancel(code)).json()).toEqual(unusable);
    expect((await openLink(link)).json()).toEqual(unusable);
    expect(await emailOf(user)).toBe(user.email);
  });
});

describe('a change of e-mail address that was made', () => {
  async function changed(user: TestUser) {
    const { attacker, link } = await attackerAsks(user);
    expect((await openLink(link)).statusCode).toBe(200);
    const mail = await mailTo(user.email, 2);
    return { attacker, mail, code: kit.revertLinkIn(mail)! };
  }

  it('is told to the old address, which can put itself back for 7 days', async () => {
    const user = await createUser(t, 'CUSTOMER', { firstName: 'Deniz' });
    const { attacker, mail, code } = await changed(user);
    expect(mail).toContain('Hello Deniz,');
    expect(mail).toContain(`the e-mail address of your account is now ${attacker}.`);
    expect(mail).toContain('within 7 days');
    // The new holder changes the password and asks for a reset code: the way back still works.
    await resetPassword(attacker, 'Attackers123');
    await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: attacker },
    });
    const attackerSession = (await login(attacker, 'Attackers123')).json().token as string;

    expect((await revert(oneOff(code))).json()).toEqual(unusable);
    const back = await revert(code);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ message: M.emailReverted(user.email) });
    expect(await emailOf(user)).toBe(user.email);
    // Every session has ended and every code is spent.
    for (const token of [user.token, attackerSession]) {
      const me = await call(t, { method: 'GET', url: '/api/user/auth', token });
      expect(me.statusCode).toBe(401);
    }
    const pending = await t.database.db.$count(
      userCodes,
      and(eq(userCodes.userId, user.id), isNull(userCodes.usedAt)),
    );
    expect(pending).toBe(0);
    expect((await revert(code)).json()).toEqual(unusable);
    expect((await login(attacker, 'Attackers123')).statusCode).toBe(401);
    await resetPassword(user.email, 'Ownersnew123');
    expect((await login(user.email, 'Ownersnew123')).statusCode).toBe(200);
  });

  it('cannot be reverted after 7 days', async () => {
    const user = await createUser(t);
    const { attacker, code } = await changed(user);
    await t.database.db
      .update(userCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userCodes.userId, user.id), eq(userCodes.purpose, 'EMAIL_REVERT')));
    expect((await revert(code)).json()).toEqual(unusable);
    expect(await emailOf(user)).toBe(attacker);
  });

  it('cannot put back an address another account took since, and changes nothing', async () => {
    const user = await createUser(t);
    const { attacker, code } = await changed(user);
    await createUser(t, 'CUSTOMER', { email: user.email });
    const res = await revert(code);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.oldEmailTaken);
    expect(await emailOf(user)).toBe(attacker);
    const me = await call(t, { method: 'GET', url: '/api/user/auth', token: user.token });
    expect(me.statusCode).toBe(200);
  });
});
