import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages } from '../db/schema';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app';
import { CROSS_ORIGIN_MESSAGE } from './cross-origin';

let t: TestApp;
let user: TestUser;
const PARTNER = 'https://partner-agency.example';

beforeAll(async () => {
  t = await createTestApp({ ALLOWED_ORIGINS: [PARTNER], publicUrl: 'https://estate.example' });
  user = await createUser(t);
});
afterAll(() => t.close());

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  subject: 'Viewing',
  message: 'Is the flat still available?',
};
const messagesKept = async () =>
  Number((await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n);

describe('calls from another web site', () => {
  it('are refused with a message before any work', async () => {
    const before = await messagesKept();
    const res = await call(t, {
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: message,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, message: CROSS_ORIGIN_MESSAGE });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(await messagesKept()).toBe(before);
  });

  it('are refused for a signed-in caller too', async () => {
    const res = await call(t, {
      method: 'GET',
      url: '/api/user/auth',
      token: user.token,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('from an allowed origin get the CORS headers, preflight included', async () => {
    const preflight = await call(t, {
      method: 'OPTIONS',
      url: '/api/user/auth',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    const res = await call(t, {
      method: 'GET',
      url: '/api/user/auth',
      token: user.token,
      headers: { origin: PARTNER },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
  });
});

describe('the site itself', () => {
  it.each([
    ['its own address', 'http://api.local:8080', 'api.local:8080'],
    ['its public address', 'https://estate.example', 'internal:8080'],
  ])('is answered from %s', async (_what, origin, host) => {
    const res = await call(t, {
      method: 'GET',
      url: '/api/adverts/cities',
      headers: { origin, host },
    });
    expect(res.statusCode).toBe(200);
  });

  it('is answered without an Origin header (navigation, servers)', async () => {
    expect((await call(t, { method: 'GET', url: '/api/adverts/cities' })).statusCode).toBe(200);
  });
});
