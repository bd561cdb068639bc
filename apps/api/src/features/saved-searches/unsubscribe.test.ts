import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { savedSearches } from '../../db/schema';
import { logSerializers } from '../../lib/logging';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { SAVED_SEARCH_MESSAGES as M } from './saved-searches.messages';
import { unsubscribeToken } from './unsubscribe-token';

const SECRET = 'saved-search-test-secret-'.padEnd(64, 'x');
let t: TestApp;
let member: TestUser;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { jwtSecret: SECRET },
    {
      logger: {
        level: 'info',
        serializers: logSerializers,
        stream: { write: (line: string) => void logLines.push(line) },
      },
    },
  );
  member = await createUser(t);
});
afterAll(() => t.close());

const url = '/api/savedSearches';
const create = async (name: string, alert: string) => {
  const res = await call(t, {
    method: 'POST',
    url,
    payload: { name, filters: {}, alert },
    token: member.token,
  });
  return res.json().id as number;
};
const alertOf = async (id: number) =>
  (await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]!.alert;
const read = (token: string) =>
  call(t, { method: 'GET', url: `${url}/unsubscribe/${encodeURIComponent(token)}` });
/** The web page's button: a JSON POST without a body. */
const post = (token: string) =>
  call(t, { method: 'POST', url: `${url}/unsubscribe/${encodeURIComponent(token)}` });

describe('the unsubscribe link of saved-search alerts (docs/product.md#saved-search-alerts)', () => {
  it('is only read by a GET: a mail scanner opening it turns nothing off', async () => {
    const id = await create('Scanned', 'INSTANT');
    for (let i = 0; i < 2; i++) {
      const res = await read(unsubscribeToken(SECRET, id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ name: 'Scanned', alert: 'INSTANT' });
    }
    expect(await alertOf(id)).toBe('INSTANT');
  });

  it('turns the alert off on a POST without logging in, again and again alike', async () => {
    const id = await create('Alerted', 'DAILY');
    for (let i = 0; i < 2; i++) {
      const res = await post(unsubscribeToken(SECRET, id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: M.unsubscribed });
    }
    expect(await alertOf(id)).toBe('NONE');
    expect((await read(unsubscribeToken(SECRET, id))).json().alert).toBe('NONE');
  });

  it('takes the one-click POST of a mail client (RFC 8058)', async () => {
    const id = await create('One click', 'DAILY');
    const res = await call(t, {
      method: 'POST',
      url: `${url}/unsubscribe/${unsubscribeToken(SECRET, id)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alertOf(id)).toBe('NONE');
  });

  it('no longer turns off an alert turned on again after its e-mail', async () => {
    const id = await create('Back on', 'INSTANT');
    const old = unsubscribeToken(SECRET, id);
    expect((await post(old)).statusCode).toBe(200);
    const on = await call(t, {
      method: 'PUT',
      url: `${url}/${id}`,
      payload: { alert: 'DAILY' },
      token: member.token,
    });
    expect(on.statusCode).toBe(200);
    for (const res of [await read(old), await post(old)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.linkNotValid);
    }
    expect(await alertOf(id)).toBe('DAILY');
    // Changing how often (DAILY to INSTANT) is no turning on: the newer link still works.
    await call(t, {
      method: 'PUT',
      url: `${url}/${id}`,
      payload: { alert: 'INSTANT' },
      token: member.token,
    });
    expect((await post(unsubscribeToken(SECRET, id, 1))).statusCode).toBe(200);
    expect(await alertOf(id)).toBe('NONE');
  });

  it('says a token changed by one character is not valid, and changes nothing', async () => {
    const id = await create('Still on', 'INSTANT');
    const token = unsubscribeToken(SECRET, id);
    const flip = (s: string, i: number) =>
      s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    for (const changed of [
      flip(token, token.length - 1),
      flip(token, String(id).length + 1),
      flip(token, 0),
      `${id + 1}${token.slice(String(id).length)}`,
      'x',
      `${token}A`,
      unsubscribeToken('another-secret', id),
      unsubscribeToken(SECRET, id, 1),
    ])
      for (const res of [await read(changed), await post(changed)]) {
        expect(res.statusCode, changed).toBe(400);
        expect(res.json().message).toBe(M.linkNotValid);
      }
    expect(await alertOf(id)).toBe('INSTANT');
  });

  it('never writes its token into the request log', async () => {
    const id = await create('Logged', 'INSTANT');
    const token = unsubscribeToken(SECRET, id);
    await read(token);
    await post(token);
    await call(t, { method: 'GET', url: `/saved-searches/unsubscribe/${token}` });
    await call(t, { method: 'POST', url: `/api/priceDrops/unsubscribe/${token}` });
    await call(t, { method: 'GET', url: `/price-drops/unsubscribe/${token}?x=1` });
    const log = logLines.join('');
    expect(log).toContain('/api/savedSearches/unsubscribe/[redacted]');
    expect(log).toContain('/price-drops/unsubscribe/[redacted]');
    expect(log).not.toContain(token.split('.')[1]);
  });
});
