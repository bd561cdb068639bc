import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { contactMessages, tourRequests, users } from '../src/db/schema';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/lib/errors';
import { createRedisRateLimiter } from '../src/lib/rate-limiter';
import { makeAdvert, makeCatalog } from './factories';
import { createTestApp, createUser, type TestApp } from './test-app';

// Redis that never answers: nothing listens on port 1. No retry, so a call fails at once.
let redis: Redis;
let t: TestApp;
beforeAll(async () => {
  redis = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  t = await createTestApp({}, { limiter: createRedisRateLimiter(redis, 'estate:down:') });
});
afterAll(async () => {
  await t.close();
  redis.disconnect();
});

describe('a rate-limit store that cannot be reached', () => {
  const tomorrowAtTen = () =>
    `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T10:00`;

  it('refuses the limited actions with 503, a message and Retry-After, and writes nothing', async () => {
    const db = t.database.db;
    const guest = await createUser(t);
    const advert = await makeAdvert(t, await makeCatalog(t), (await createUser(t)).id);
    const before = {
      users: await db.$count(users),
      messages: await db.$count(contactMessages),
      tours: await db.$count(tourRequests),
    };
    const calls = [
      {
        url: '/api/auth/register',
        payload: {
          firstName: 'Ayşe',
          lastName: 'Demir',
          phone: '+905551234567',
          email: 'store-down@example.test',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          acceptTerms: true,
        },
      },
      {
        url: '/api/contact',
        payload: {
          email: 'writer@example.test',
          message: 'Is the flat still free?',
          firstName: 'Mehmet',
          lastName: 'Yildiz',
        },
      },
      {
        url: '/api/tourRequest',
        payload: { advert: { id: advert.id }, tourTime: tomorrowAtTen() },
        headers: { authorization: guest.token },
      },
    ];
    for (const { url, payload, headers } of calls) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().message, url).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect(res.headers['retry-after'], url).toBe('5');
    }
    expect({
      users: await db.$count(users),
      messages: await db.$count(contactMessages),
      tours: await db.$count(tourRequests),
    }).toEqual(before);
  });
});
