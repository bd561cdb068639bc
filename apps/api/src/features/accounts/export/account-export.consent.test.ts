import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_DOCUMENT, TERMS_VERSION, accountExportSchema } from '@estate/contracts';
import {
  call,
  createTestApp,
  createUser,
  lastMailTo,
  type TestApp,
} from '../../../../test/test-app';

// The data export holds the consent given at registration and the account's language
// (docs/product.md#downloading-ones-data, docs/product.md#accounts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exportWith = (token: string) =>
  call(t, { method: 'GET', url: '/api/user/auth/export', token });

/** Registers through the API in Turkish, confirms by the e-mailed link and logs in. */
async function registeredInTurkish(email: string): Promise<string> {
  const registered = await call(t, {
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'accept-language': 'tr' },
    payload: {
      firstName: 'Ayşe',
      lastName: 'Demir',
      phone: '+905551234599',
      email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      acceptTerms: true,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const code = /registerConfirm\/([\w-]+)/.exec((await lastMailTo(t, email))!.text)![1];
  const confirmed = await call(t, { method: 'POST', url: `/api/auth/registerconfirm/${code}` });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const login = await call(t, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Secret123' },
  });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().token as string;
}

describe('GET /user/auth/export: consent and language', () => {
  it('holds what was agreed to at registration, to which version and when, and the language', async () => {
    const before = Date.now();
    const token = await registeredInTurkish('consent@example.test');
    const res = await exportWith(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(accountExportSchema.safeParse(res.json()).success).toBe(true);
    const { profile } = res.json();
    expect(profile.language).toBe('tr');
    expect(profile.consent).toEqual({
      document: CONSENT_DOCUMENT,
      version: TERMS_VERSION,
      acceptedAt: expect.any(String),
    });
    const acceptedAt = Date.parse(profile.consent.acceptedAt);
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now());
  });

  it('says there is no consent for an account made otherwise, and follows a language change', async () => {
    const made = await createUser(t);
    expect((await exportWith(made.token)).json().profile).toMatchObject({
      language: 'en',
      consent: null,
    });
    const changed = await call(t, {
      method: 'PUT',
      url: '/api/user/auth/language',
      payload: { language: 'tr' },
      token: made.token,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await exportWith(made.token)).json().profile.language).toBe('tr');
  });
});
