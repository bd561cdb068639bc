import { randomBytes, scrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { PASSWORD_PARAMS } from '../../lib/passwords';
import { RENEWED_TOKEN_HEADER } from '../../plugins/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => call(t, { method: 'GET', url: '/api/user/auth', token });
const hashOf = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe('logout', () => {
  it('ends the session on the server: the token is refused afterwards', async () => {
    const u = await createUser(t);
    expect((await me(u.token)).statusCode).toBe(200);
    const out = await call(t, { method: 'POST', url: '/api/auth/logout', token: u.token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You are logged out.' });
    const after = await me(u.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please log in again.');
  });

  it('needs a login', async () => {
    expect((await call(t, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('token lifetime', () => {
  it('lives the configured hours', async () => {
    const login = await createUser(t);
    const [, payload] = login.token.split('.');
    const { iat, exp } = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(exp - iat).toBe(t.app.config.JWT_TTL_HOURS * 3600);
    expect(t.app.config.JWT_TTL_HOURS).toBeLessThanOrEqual(12);
  });

  it('sends a fresh token with the answer once the token is past half its life', async () => {
    const u = await createUser(t);
    expect((await me(u.token)).headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
    const ttl = t.app.config.JWT_TTL_HOURS * 3600;
    const now = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(u.id))
      .setIssuedAt(now - Math.ceil(ttl * 0.6))
      .setExpirationTime(now + Math.floor(ttl * 0.4))
      .sign(new TextEncoder().encode(t.app.config.jwtSecret));
    const res = await me(old);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const fresh = res.headers[RENEWED_TOKEN_HEADER] as string;
    expect(fresh).toEqual(expect.any(String));
    const renewed = await me(fresh);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
  });
});

describe('password hashing', () => {
  it('hashes new passwords at the raised cost', async () => {
    const u = await createUser(t);
    expect((await hashOf(u.id)).split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(PASSWORD_PARAMS.N),
      '8',
      '1',
    ]);
    expect(PASSWORD_PARAMS.N).toBeGreaterThanOrEqual(2 ** 17);
  });

  it('re-hashes an old, cheaper hash at the next good login, keeping the session', async () => {
    const u = await createUser(t);
    const salt = randomBytes(16);
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(u.password, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (e, k) =>
        e ? reject(e) : resolve(k),
      ),
    );
    const oldHash = [
      'scrypt',
      1 << 15,
      8,
      1,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
    await t.database.db.update(users).set({ passwordHash: oldHash }).where(eq(users.id, u.id));
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(login.statusCode).toBe(200);
    expect((await hashOf(u.id)).startsWith(`scrypt$${PASSWORD_PARAMS.N}$`)).toBe(true);
    expect((await me(u.token)).statusCode).toBe(200);
    const again = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('client address behind a proxy', () => {
  it('takes the address the proxy saw, not a left-most X-Forwarded-For the client wrote', async () => {
    const behind = await createTestApp({ TRUST_PROXY: 1 });
    try {
      await call(behind, {
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '198.51.100.99, 203.0.113.7' },
        payload: { email: 'nobody@example.test', password: 'Wrong123x' },
      });
      const keys = await queryRows<{ key: string }>(
        behind.database.db,
        sql`SELECT key FROM throttles WHERE key LIKE 'login:ip:%'`,
      );
      expect(keys.map((r) => r.key)).toEqual(['login:ip:203.0.113.7']);
    } finally {
      await behind.close();
    }
  });
});
