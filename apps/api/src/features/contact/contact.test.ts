import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import { BODY_LIMIT_BYTES } from '../../app';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { WRITE_LIMITS } from '../../lib/write-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  email: 'visitor@example.test',
  message: 'Is the flat still free?',
  firstName: 'Mehmet',
  lastName: 'Yildiz',
};
const storedCount = async () =>
  (await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n;
const send = (payload: object, ip = '10.0.0.1') =>
  call(t, { method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

describe('POST /contact', () => {
  it('saves a message from a visitor and returns it', async () => {
    const res = await send(valid, '10.0.0.2');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...valid,
      isRead: false,
      id: expect.any(Number),
      createAt: expect.any(String),
    });
  });

  it.each([
    ['email', { email: 'nope' }, 'Invalid email'],
    ['email', { email: `${'a'.repeat(45)}@x.com` }, 'Max 50 characters'],
    ['email', { email: '' }, 'Required'],
    ['message', { message: '' }, 'Required'],
    ['message', { message: 'm'.repeat(201) }, 'Max 200 characters'],
    ['firstName', { firstName: 'Ali' }, 'At least 4 characters'],
    ['lastName', { lastName: 'L'.repeat(31) }, 'Max 30 characters'],
    ['firstName', { firstName: undefined }, 'Required'],
  ])('rejects a bad %s with "%s" and saves nothing', async (field, change, message) => {
    const before = await storedCount();
    const res = await send({ ...valid, ...change }, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().validations[field]).toBe(message);
    expect(await storedCount()).toBe(before);
  });

  it('refuses an unknown extra field by name and saves nothing (the contract is strict)', async () => {
    const before = await storedCount();
    const res = await send({ ...valid, isRead: true }, '10.0.0.4');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: expect.any(String),
      validations: { isRead: 'Unknown field' },
    });
    expect(await storedCount()).toBe(before);
  });

  it('answers a body over the 1 MB limit with 413 in the error shape and saves nothing', async () => {
    const before = await storedCount();
    const payload = JSON.stringify({ ...valid, message: 'm'.repeat(BODY_LIMIT_BYTES) });
    const res = await call(t, {
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: '10.0.0.5',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 413, message: 'The request body is too large.' });
    expect(await storedCount()).toBe(before);
  });

  it('answers malformed JSON with 400 in the error shape and saves nothing', async () => {
    const before = await storedCount();
    const res = await call(t, {
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "visitor@example.test", "message": ',
      remoteAddress: '10.0.0.6',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'The request body is not valid JSON.' });
    expect(await storedCount()).toBe(before);
  });

  it('limits one address to a few messages an hour', async () => {
    for (let i = 0; i < WRITE_LIMITS.contactMessage.perAddress; i++)
      expect((await send(valid, '10.0.0.9')).statusCode).toBe(201);
    const limited = await send(valid, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^You have sent too many messages\. Please wait \d+ (minutes?|hour) and try again\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(valid, '10.0.0.10')).statusCode).toBe(201);
  });
});
