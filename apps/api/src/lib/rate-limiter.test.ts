import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from '../db/types';
import { createDbRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';

function behavesAsAFixedWindow(name: string, make: () => RateLimiter) {
  describe(name, () => {
    it('counts hits in a window, peeks without counting and resets', async () => {
      const limiter = make();
      const key = `test:${Math.random()}`;
      expect(await limiter.peek(key)).toBeUndefined();
      expect((await limiter.hit(key, 60)).hits).toBe(1);
      const second = await limiter.hit(key, 60);
      expect(second.hits).toBe(2);
      expect(second.resetAt.getTime()).toBeGreaterThan(Date.now());
      expect((await limiter.peek(key))?.hits).toBe(2);
      await limiter.reset(key);
      expect(await limiter.peek(key)).toBeUndefined();
    });

    it('starts a new window once the old one ended', async () => {
      const limiter = make();
      const key = `test:${Math.random()}`;
      await limiter.hit(key, 1);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await limiter.hit(key, 1)).hits).toBe(1);
    });
  });
}

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

behavesAsAFixedWindow('database counters', () => createDbRateLimiter(database.db));

// Redis backs the counters only when REDIS_URL is set; CI sets it where a server answers.
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  const redis = new Redis(redisUrl);
  afterAll(() => redis.quit());
  behavesAsAFixedWindow('redis counters', () => createRedisRateLimiter(redis));
}
