import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, lastMailTo, type TestApp } from '../../../test/test-app';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (email: string) => ({
  firstName: 'Ayşe',
  lastName: 'Demir',
  phone: '+905551234567',
  email,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptTerms: true,
});

const confirmLinkCode = (text: string) => /registerConfirm\/([\w-]+)/.exec(text)?.[1];
const resetCodeOf = (text: string) => /reset code is (\d{6})/.exec(text)?.[1];

describe('register → confirm → login', () => {
  it('registers a CUSTOMER without a token and e-mails a confirmation link', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: registration('new@example.test'),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toBeNull();
    expect(body.user).toMatchObject({
      email: 'new@example.test',
      role: 'CUSTOMER',
      firstName: 'Ayşe',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const mail = await lastMailTo(t, 'new@example.test');
    expect(mail?.text).toContain('http://localhost:8080/registerConfirm/');
  });

  it('refuses to log in before the e-mail is confirmed', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new@example.test', password: 'Secret123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notConfirmed);
  });

  it('confirms once with the e-mailed code, then logs in', async () => {
    const code = confirmLinkCode((await lastMailTo(t, 'new@example.test'))!.text)!;
    const ok = await call(t, { method: 'POST', url: `/api/auth/registerconfirm/${code}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(M.confirmed);

    const again = await call(t, { method: 'POST', url: `/api/auth/registerconfirm/${code}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.badConfirmCode);

    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'NEW@example.test', password: 'Secret123' },
    });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json();
    expect(typeof token).toBe('string');
    const me = await call(t, { method: 'GET', url: '/api/user/auth', token });
    expect(me.json()).toEqual({ ...user, priceDropEmails: true, language: 'en' });
  });

  it('refuses an unknown confirmation code', async () => {
    const res = await call(t, { method: 'POST', url: '/api/auth/registerconfirm/not-a-real-code' });
    expect(res.statusCode).toBe(400);
  });

  it('answers a known e-mail in any case as a new one, creates nothing and tells the owner', async () => {
    const owner = await createUser(t, 'CUSTOMER', { firstName: 'Melek' });
    const before = (await t.app.repos.users.findByEmail(owner.email))!;
    const known = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(owner.email.toUpperCase()),
    });
    const fresh = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(`unknown-${before.id}@example.test`),
    });
    expect(known.statusCode).toBe(201);
    expect(known.statusCode).toBe(fresh.statusCode);
    const { email: _knownEmail, ...knownRest } = known.json().user;
    const { email: _freshEmail, ...freshRest } = fresh.json().user;
    expect(knownRest).toEqual(freshRest);
    expect(known.json().user.id).toBe(0);
    // Nothing of the account changed: not the names, not the password.
    expect(await t.app.repos.users.findByEmail(owner.email)).toEqual(before);
    expect((await lastMailTo(t, owner.email))?.subject).toBe('You already have an account');
    const mail = (await lastMailTo(t, owner.email))!.text;
    expect(mail).toContain('Hello Melek,');
    expect(mail).toContain('http://localhost:8080/forgot-password');
    expect(mail).not.toMatch(/registerConfirm/);
  });

  it('sends a waiting account a new confirmation link when its address registers again', async () => {
    const email = `waiting-again-${Date.now()}@example.test`;
    const first = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(email),
    });
    expect(first.statusCode).toBe(201);
    const firstLink = confirmLinkCode((await lastMailTo(t, email))!.text);
    const again = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(email),
    });
    expect(again.statusCode).toBe(201);
    expect(confirmLinkCode((await lastMailTo(t, email))!.text)).not.toBe(firstLink);
    const code = confirmLinkCode((await lastMailTo(t, email))!.text)!;
    expect(
      (await call(t, { method: 'POST', url: `/api/auth/registerconfirm/${code}` })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['firstName', { firstName: '' }, 'Required'],
    ['phone', { phone: 'call me' }, 'Phone must be digits, optionally starting with +'],
    ['password', { password: 'short1A', confirmPassword: 'short1A' }, 'At least 8 characters'],
    ['password', { password: 'alllower123', confirmPassword: 'alllower123' }, 'One uppercase char'],
    ['password', { password: 'ALLUPPER123', confirmPassword: 'ALLUPPER123' }, 'One lowercase char'],
    ['password', { password: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' }, 'One number'],
    ['confirmPassword', { confirmPassword: 'Different123' }, 'Passwords must match'],
    ['role', { role: 'ADMIN' }, 'Unknown field'],
  ])('rejects a bad %s with its message and creates nothing', async (field, change, message) => {
    const email = `bad-${field}-${Math.random().toString(36).slice(2)}@example.test`;
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registration(email), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validations[field]).toBe(message);
    expect(await t.app.repos.users.findByEmail(email)).toBeUndefined();
  });
});

describe('login', () => {
  it('answers the same message for a wrong password and an unknown e-mail', async () => {
    const u = await createUser(t);
    const wrong = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'Nope1234' },
    });
    const unknown = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'Nope1234' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(M.wrongCredentials);
    expect(unknown.json().message).toBe(M.wrongCredentials);
  });

  it('slows down repeated failures with a 429, even for the right password', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) {
      const r = await call(t, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: `Wrong${i}x` },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /Too many failed login attempts\. Please wait \d+ (seconds?|minutes?) and try again\./,
    );
  });

  it.each([
    ['no body', undefined, 400],
    ['missing password', { email: 'a@b.c' }, 400],
    ['wrong types', { email: 42, password: true }, 400],
    ['extra field', { email: 'a@b.c', password: 'x', remember: true }, 400],
  ])('answers %s with %i and a message', async (_name, payload, status) => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status, message: expect.any(String) });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers an oversize body with 413', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('tokens', () => {
  it('accepts the bare token and the Bearer form', async () => {
    const u = await createUser(t);
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: u.token })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: `Bearer ${u.token}` }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    ['no token', undefined],
    ['garbage', 'not.a.token'],
  ])('refuses %s with 401', async (_n, token) => {
    const res = await call(t, { method: 'GET', url: '/api/user/auth', token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses a tampered token', async () => {
    const u = await createUser(t);
    const [h, p, s] = u.token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.sub = '1';
    const forged = [h, Buffer.from(JSON.stringify(payload)).toString('base64url'), s].join('.');
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: forged })).statusCode,
    ).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { SignJWT } = await import('jose');
    const u = await createUser(t);
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(u.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.app.config.jwtSecret));
    const res = await call(t, { method: 'GET', url: '/api/user/auth', token: expired });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please log in again.');
  });
});

describe('profile', () => {
  it('updates names and phone but never e-mail or role', async () => {
    const u = await createUser(t);
    const res = await call(t, {
      method: 'PUT',
      url: '/api/user/auth',
      token: u.token,
      payload: {
        id: 999,
        firstName: ' Zeynep ',
        lastName: 'Kaya',
        phone: '+441234567890',
        email: 'hijack@example.test',
        role: 'ADMIN',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: u.id,
      firstName: 'Zeynep',
      lastName: 'Kaya',
      email: u.email,
      role: 'CUSTOMER',
    });
  });

  it('rejects a phone that is not a number and changes nothing', async () => {
    const u = await createUser(t, 'CUSTOMER', { firstName: 'Keep' });
    const res = await call(t, {
      method: 'PUT',
      url: '/api/user/auth',
      token: u.token,
      payload: { firstName: 'Changed', lastName: 'X', phone: '12ab' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validations.phone).toBeDefined();
    expect((await t.app.repos.users.findById(u.id))!.firstName).toBe('Keep');
  });

  it('needs a login', async () => {
    const res = await call(t, {
      method: 'PUT',
      url: '/api/user/auth',
      payload: { firstName: 'a', lastName: 'b', phone: '123456' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('changes the password, ends older sessions and returns a working token', async () => {
    const u = await createUser(t);
    const res = await call(t, {
      method: 'PATCH',
      url: '/api/user/auth',
      token: u.token,
      payload: { password: u.password, newPassword: 'Changed123', email: u.email, code: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.passwordChanged);
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: u.token })).statusCode,
    ).toBe(401);
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: res.json().token })).statusCode,
    ).toBe(200);
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'Changed123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong current password and a weak new one', async () => {
    const u = await createUser(t);
    const wrong = await call(t, {
      method: 'PATCH',
      url: '/api/user/auth',
      token: u.token,
      payload: { password: 'Wrong1234', newPassword: 'Changed123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().validations.password).toBe(M.wrongCurrentPassword);
    const weak = await call(t, {
      method: 'PATCH',
      url: '/api/user/auth',
      token: u.token,
      payload: { password: u.password, newPassword: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().validations.newPassword).toBe('At least 8 characters');
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: u.token })).statusCode,
    ).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers 200 whether or not the account exists', async () => {
    const unknown = await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: JSON.stringify('ghost@example.test'),
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(M.forgotSent);
    expect(await lastMailTo(t, 'ghost@example.test')).toBeUndefined();
  });

  it('resets with the e-mailed code once, ending older sessions', async () => {
    const u = await createUser(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: u.email },
    });
    expect(res.statusCode).toBe(200);
    const code = resetCodeOf((await lastMailTo(t, u.email))!.text)!;
    expect(code).toMatch(/^\d{6}$/);
    const reset = await call(t, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: u.email, code, password: 'Brandnew123' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(M.passwordReset);
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: u.token })).statusCode,
    ).toBe(401);
    const again = await call(t, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: u.email, code, password: 'Another123' },
    });
    expect(again.statusCode).toBe(400);
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'Brandnew123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('checks the new password rule', async () => {
    const u = await createUser(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: u.email, code: '123456', password: 'nouppercase1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validations.password).toBe('One uppercase char');
  });
});
