import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGES, type Role } from '@estate/contracts';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const TURKISH = { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' };
const setLanguage = (token: string | undefined, payload: Record<string, unknown>) =>
  call(t, { method: 'PUT', url: '/api/user/auth/language', payload, token });
const storedLanguage = async (id: number) => (await t.app.repos.users.findById(id))!.language;

describe('PUT /user/auth/language', () => {
  it.each<Role>(['CUSTOMER', 'MANAGER', 'ADMIN'])(
    'keeps the language of a signed-in %s and answers it on GET /user/auth',
    async (role) => {
      const user = await createUser(t, role);
      const res = await setLanguage(user.token, { language: 'tr' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, language: 'tr' });
      const profile = await call(t, { method: 'GET', url: '/api/user/auth', token: user.token });
      expect(profile.json().language).toBe('tr');
      expect(await storedLanguage(user.id)).toBe('tr');
    },
  );

  it('answers a visitor 401', async () => {
    expect((await setLanguage(undefined, { language: 'tr' })).statusCode).toBe(401);
  });

  it.each([{ language: 'de' }, { language: 'TR' }, { language: '' }, {}, { language: 'tr', x: 1 }])(
    'refuses %j with 400 and keeps the language',
    async (payload) => {
      const user = await createUser(t);
      const res = await setLanguage(user.token, payload);
      expect(res.statusCode).toBe(400);
      if ('language' in payload && !('x' in payload))
        expect(res.json().validations).toEqual({ language: LANGUAGE_MESSAGES.unknownLanguage });
      expect(await storedLanguage(user.id)).toBe('en');
    },
  );

  it('is answered on PUT /user/auth too, English for an account that never chose', async () => {
    const user = await createUser(t);
    const res = await call(t, {
      method: 'PUT',
      url: '/api/user/auth',
      payload: { firstName: 'Deniz', lastName: 'Kaya', phone: '+905551112233' },
      token: user.token,
    });
    expect(res.json()).toMatchObject({ firstName: 'Deniz', language: 'en' });
  });
});

describe('the language of a registration', () => {
  const register = (email: string, headers: Record<string, string>) =>
    call(t, {
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: {
        firstName: 'Ela',
        lastName: 'Yıldız',
        phone: '+905559998877',
        email,
        password: 'Passw0rd!x',
        confirmPassword: 'Passw0rd!x',
        acceptTerms: true,
      },
    });

  it.each([
    ['tr-TR,tr;q=0.9,en;q=0.8', 'tr'],
    ['de-DE, tr;q=0.5', 'tr'],
    ['tr;q=0, en', 'en'],
    ['xx-YY', 'en'],
    ['', 'en'],
  ])('stores the language of Accept-Language %j: %s', async (header, language) => {
    const email = `lang-${Math.random().toString(36).slice(2)}@example.test`;
    expect((await register(email, { 'accept-language': header })).statusCode).toBe(201);
    const row = await t.app.repos.users.findByEmail(email);
    expect(row!.language).toBe(language);
  });
});

describe("the server's answers in the asked language", () => {
  it('answers a refusal in Turkish when the browser asks for it, in English otherwise', async () => {
    const payload = { email: 'nobody@example.test', password: 'Wrong123x' };
    const login = (headers: Record<string, string>) =>
      call(t, { method: 'POST', url: '/api/auth/login', payload, headers });
    expect((await login({})).json().message).toBe(M.wrongCredentials);
    expect((await login({ 'accept-language': 'de' })).json().message).toBe(M.wrongCredentials);
    const turkish = await login(TURKISH);
    expect(turkish.json()).toEqual({ status: 401, message: 'E-posta veya şifre yanlış.' });
    // A cache between the two keeps each language's answer apart.
    expect(turkish.headers.vary).toMatch(/accept-language/i);
  });

  it('answers the validation messages in Turkish', async () => {
    const user = await createUser(t);
    const res = await call(t, {
      method: 'PUT',
      url: '/api/user/auth',
      payload: { firstName: '', lastName: 'Kaya', phone: 12 },
      token: user.token,
      headers: TURKISH,
    });
    expect(res.statusCode).toBe(400);
    const { message, validations } = res.json();
    expect(validations.firstName).toBe('Zorunlu');
    expect(validations.phone).toBe('Zorunlu');
    expect(message).toBe('firstName: Zorunlu');
  });

  it('answers success messages and unknown addresses in Turkish', async () => {
    const user = await createUser(t);
    const out = await call(t, {
      method: 'POST',
      url: '/api/auth/logout',
      token: user.token,
      headers: TURKISH,
    });
    expect(out.json()).toEqual({ message: 'Oturumunuz kapatıldı.' });
    expect(out.headers.vary).toMatch(/accept-language/i);
    const missing = await call(t, { method: 'GET', url: '/api/nothing-here', headers: TURKISH });
    expect(missing.json().message).toBe('GET /api/nothing-here diye bir uç nokta yok');
  });
});
