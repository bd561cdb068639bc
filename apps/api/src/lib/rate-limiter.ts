import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/types';
import { queryRows } from './query-rows';
import { serviceUnavailable } from './errors';

export interface RateWindow {
  hits: number;
  /** When the current window ends. */
  resetAt: Date;
}

/**
 * Fixed-window counters that every API process shares: in PostgreSQL by default, in Redis when
 * REDIS_URL is set. Used for plain allowances (registrations, contact form, tour requests; see
 * lib/allowances.ts); guesses at passwords and codes go through lib/throttle.ts.
 */
export interface RateLimiter {
  hit(key: string, windowSeconds: number): Promise<RateWindow>;
  peek(key: string): Promise<RateWindow | undefined>;
  reset(key: string): Promise<void>;
}

export function createDbRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, windowSeconds) {
      const rows = await queryRows<{ hits: number; reset_at: string | Date }>(
        db,
        sql`
        INSERT INTO rate_limit_counters (key, hits, reset_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_counters.reset_at <= now() THEN 1 ELSE rate_limit_counters.hits + 1 END,
          reset_at = CASE WHEN rate_limit_counters.reset_at <= now() THEN excluded.reset_at
                          ELSE rate_limit_counters.reset_at END
        RETURNING hits, reset_at`,
      );
      const row = rows[0]!;
      return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
    },
    async peek(key) {
      const rows = await queryRows<{ hits: number; reset_at: string | Date }>(
        db,
        sql`SELECT hits, reset_at FROM rate_limit_counters WHERE key = ${key} AND reset_at > now()`,
      );
      const row = rows[0];
      return row ? { hits: Number(row.hits), resetAt: new Date(row.reset_at) } : undefined;
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
    },
  };
}

/** `prefix` keeps the keys of one marketplace (or one test) apart from others on the same Redis. */
export function createRedisRateLimiter(redis: Redis, prefix = 'estate:rl:'): RateLimiter {
  return storeFailuresAnswer503({
    async hit(key, windowSeconds) {
      const k = prefix + key;
      const result = await redis
        .multi()
        .incr(k)
        .pexpire(k, windowSeconds * 1000, 'NX')
        .pttl(k)
        .exec();
      const hits = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds * 1000);
      return { hits, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    async peek(key) {
      const k = prefix + key;
      const [hits, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return hits === null
        ? undefined
        : { hits: Number(hits), resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  });
}

/**
 * A limit that cannot be counted is not waived: while Redis is unreachable the guarded action is
 * refused with the same 503 and Retry-After as a lost database, never a 500 and never let through.
 */
function storeFailuresAnswer503(limiter: RateLimiter): RateLimiter {
  const guarded =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        throw Object.assign(serviceUnavailable(), { cause: error });
      }
    };
  return {
    hit: guarded(limiter.hit),
    peek: guarded(limiter.peek),
    reset: guarded(limiter.reset),
  };
}

/** Removes finished windows now and then so the table stays small. */
export async function pruneRateLimitCounters(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 hour'`);
}
