import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app';
import { BROKEN_TEXT_MESSAGE, JSON_ONLY_MESSAGE, NUL_MESSAGE } from './request-guards';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  t = await createTestApp({}, { webDistDir: dist });
  user = await createUser(t);
});
afterAll(() => t.close());

const profile = { firstName: 'Ada', lastName: 'Lovelace', phone: '+905551112233' };

describe('NUL characters', () => {
  it.each([
    ['an advert id', { method: 'GET', url: '/api/adverts/%00' }],
    ['an advert search', { method: 'GET', url: '/api/adverts?q=a%00' }],
    ['a category search', { method: 'GET', url: '/api/categories?q=a%00' }],
    ['a web page path', { method: 'GET', url: '/property/%00' }],
    [
      'a login e-mail',
      { method: 'POST', url: '/api/auth/login', payload: { email: 'a\0@x.io', password: 'x' } },
    ],
    [
      'a registration name',
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          ...profile,
          firstName: 'A\0',
          email: 'nul@x.io',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          acceptTerms: true,
        },
      },
    ],
    [
      'a contact message',
      {
        method: 'POST',
        url: '/api/contact',
        payload: { email: 'v@x.io', message: 'hi\0', firstName: 'V', lastName: 'W' },
      },
    ],
  ] as const)('in %s answer 400 with a message', async (_, request) => {
    const res = await call(t, request);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: NUL_MESSAGE });
  });

  it('in a profile name answer 400 and change nothing', async () => {
    const res = await call(t, {
      method: 'PUT',
      url: '/api/user/auth',
      token: user.token,
      payload: { ...profile, lastName: 'L\0' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_MESSAGE);
    const me = await call(t, { method: 'GET', url: '/api/user/auth', token: user.token });
    expect(me.json().lastName).not.toContain('\0');
  });

  it('in an object key answer 400', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@x.io","password":"x","\\u0000":1}',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('lone surrogates', () => {
  it.each([
    ['a value', '{"email":"a\\ud800@x.io","password":"x"}'],
    ['an object key', '{"email":"a@x.io","password":"x","\\udfff":1}'],
  ])('in %s answer 400 with a message; a whole pair is fine', async (_, payload) => {
    const login = (body: string) =>
      call(t, {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: BROKEN_TEXT_MESSAGE });
    const pair = await login('{"email":"a\\ud83d\\ude00@x.io","password":"x"}');
    expect(pair.json().message).not.toBe(BROKEN_TEXT_MESSAGE);
  });
});

describe('request bodies are JSON only', () => {
  it('refuses forgot-password sent as text/plain (a cross-site form can post that) with 415', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'content-type': 'text/plain' },
      payload: '"victim@example.test"',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ status: 415, message: JSON_ONLY_MESSAGE });
  });

  it('refuses a form-encoded login with 415', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40x.io&password=x',
    });
    expect(res.statusCode).toBe(415);
  });

  it('still accepts JSON, and a POST without a body', async () => {
    const json = await call(t, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.test' },
    });
    expect(json.statusCode).toBe(200);
    const empty = await call(t, { method: 'POST', url: '/api/auth/registerconfirm/abc' });
    expect(empty.statusCode).toBe(400);
  });
});
