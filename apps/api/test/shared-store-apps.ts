import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config/app-config';
import { loadEnv } from '../src/config/env';
import { createRedisRateLimiter } from '../src/lib/rate-limiter';
import { openTestDatabase, type TestApp } from './test-app';

export interface SharedStoreApps {
  apps: [TestApp, TestApp];
  /** Where the counters live: the database, or Redis when REDIS_URL is set. */
  store: 'database' | 'redis';
  close(): Promise<void>;
}

/**
 * Two app instances as two server processes would run them: one database, and their own Redis
 * connections on one key prefix when REDIS_URL is set. Nothing but the stores joins them.
 */
export async function twoAppsOneStore(
  overrides: Partial<AppConfig> = {},
): Promise<SharedStoreApps> {
  const { database, drop } = await openTestDatabase();
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'estate-test') });
  const config: AppConfig = {
    ...env,
    jwtSecret: randomBytes(32).toString('hex'),
    publicUrl: 'http://localhost:8080',
    ...overrides,
  };
  const redisUrl = process.env.REDIS_URL;
  // A prefix of its own: other test files and runs share the Redis server.
  const prefix = `estate:test:${randomBytes(6).toString('hex')}:`;
  const connections: Redis[] = [];
  const build = async () => {
    const redis = redisUrl ? new Redis(redisUrl) : undefined;
    if (redis) connections.push(redis);
    const app = await buildApp({
      config,
      database,
      limiter: redis ? createRedisRateLimiter(redis, prefix) : undefined,
      logger: process.env.TEST_LOG ? { level: 'error' } : false,
    });
    await app.ready();
    return { app, database, close: () => app.close() };
  };
  const apps: [TestApp, TestApp] = [await build(), await build()];
  return {
    apps,
    store: redisUrl ? 'redis' : 'database',
    async close() {
      for (const t of apps) await t.close();
      for (const redis of connections) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
      await drop();
    },
  };
}
