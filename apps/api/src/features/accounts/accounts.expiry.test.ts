import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { userCodes, users } from '../../db/schema';
import { call, createTestApp, createUser, lastMailTo, type TestApp } from '../../../test/test-app';
import { CONFIRM_CODE_TTL_MS, RESET_CODE_TTL_MS } from './account-codes';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirmLinkCode = (text: string) => /registerConfirm\/([\w-]+)/.exec(text)?.[1];
const resetCodeOf = (text: string) => /reset code is (\d{6})/.exec(text)?.[1];

/** The user's code of one purpose, as stored. */
const storedCode = async (userId: number, purpose: 'CONFIRM' | 'RESET') => {
  const [row] = await t.database.db
    .select()
    .from(userCodes)
    .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose)));
  return row!;
};

/** Moves a code's expiry one second into the past, as if its lifetime had run out. */
const expire = (codeId: number) =>
  t.database.db
    .update(userCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(userCodes.id, codeId));

const lifetimeOf = (code: { createdAt: Date; expiresAt: Date }) =>
  code.expiresAt.getTime() - code.createdAt.getTime();

describe('expired codes', () => {
  it('refuses a registration confirmation link after its 24 hours and leaves the account unconfirmed', async () => {
    const email = 'late-confirm@example.test';
    const registered = await call(t, {
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
    });
    expect(registered.statusCode).toBe(201);
    // The answer does not tell the new account's id (docs/product.md#accounts).
    const userId = (await t.app.repos.users.findByEmail(email))!.id;
    const code = await storedCode(userId, 'CONFIRM');
    expect(lifetimeOf(code)).toBeCloseTo(CONFIRM_CODE_TTL_MS, -4);
    expect(CONFIRM_CODE_TTL_MS).toBe(24 * 60 * 60 * 1000);
    await expire(code.id);

    const link = confirmLinkCode((await lastMailTo(t, email))!.text)!;
    const res = await call(t, { method: 'POST', url: `/api/auth/registerconfirm/${link}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: M.badConfirmCode });
    expect((await t.app.repos.users.findById(userId))!.confirmedAt).toBeNull();
  });

  it('refuses the right reset code after its 30 minutes and keeps the old password', async () => {
    const u = await createUser(t);
    await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: u.email },
    });
    // The code is stored and e-mailed after the answer: wait for that work first.
    const mail = (await lastMailTo(t, u.email))!;
    const code = await storedCode(u.id, 'RESET');
    expect(lifetimeOf(code)).toBeCloseTo(RESET_CODE_TTL_MS, -4);
    expect(RESET_CODE_TTL_MS).toBe(30 * 60 * 1000);
    await expire(code.id);

    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        email: u.email,
        code: resetCodeOf(mail.text)!,
        password: 'Brandnew123',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: M.badResetCode });
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('a deleted account', () => {
  it("refuses the deleted user's token with 401 and a message", async () => {
    const u = await createUser(t);
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: u.token })).statusCode,
    ).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, u.id));

    const res = await call(t, { method: 'GET', url: '/api/user/auth', token: u.token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      message: 'Your session has ended. Please log in again.',
    });
  });
});
