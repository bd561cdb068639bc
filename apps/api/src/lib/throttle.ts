import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { queryRows } from './query-rows';

/**
 * A growing-delay rule: the first `free` attempts pass at once, then each one must wait
 * `baseSeconds`, doubling per attempt up to `maxSeconds`. The count starts again after
 * `idleSeconds` without an admitted attempt.
 */
export interface ThrottleRule {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  idleSeconds: number;
}

export type ThrottleResult = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export interface Throttle {
  /** Counts one attempt if it may happen now; decided in one atomic statement. */
  admit(key: string, rule: ThrottleRule): Promise<ThrottleResult>;
  /** Takes back one attempt (a successful one that should not count against its address). */
  refund(key: string): Promise<void>;
  forget(key: string): Promise<void>;
}

/** Seconds to wait after the `attempts`-th admitted attempt (SQL, so it runs in the UPSERT). */
const delayAfter = (attempts: ReturnType<typeof sql>, r: ThrottleRule) => sql`
  CASE WHEN ${attempts} < ${r.free} THEN 0
       ELSE least(${r.maxSeconds}::float8, ${r.baseSeconds}::float8 * power(2, least(${attempts} - ${r.free}, 30)))
  END`;

export function createThrottle(db: Db): Throttle {
  return {
    async admit(key, rule) {
      // The WHERE of ON CONFLICT is checked on the locked, newest row: of many parallel attempts
      // exactly as many pass as the rule allows, and no password is checked for the others.
      const fresh = sql`1`;
      const next = sql`throttles.attempts + 1`;
      const admitted = await queryRows<{ attempts: number }>(
        db,
        sql`
        INSERT INTO throttles AS throttles (key, attempts, next_at, expires_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${delayAfter(fresh, rule)}),
                now() + make_interval(secs => ${rule.idleSeconds}))
        ON CONFLICT (key) DO UPDATE SET
          attempts = CASE WHEN throttles.expires_at <= now() THEN 1 ELSE ${next} END,
          next_at = now() + make_interval(secs => CASE WHEN throttles.expires_at <= now()
                      THEN ${delayAfter(fresh, rule)} ELSE ${delayAfter(next, rule)} END),
          expires_at = now() + make_interval(secs => ${rule.idleSeconds})
        WHERE throttles.expires_at <= now() OR throttles.attempts < ${rule.free}
           OR throttles.next_at <= now()
        RETURNING attempts`,
      );
      if (admitted.length > 0) return { admitted: true };
      const [row] = await queryRows<{ wait: number }>(
        db,
        sql`SELECT extract(epoch FROM next_at - now())::float8 AS wait FROM throttles WHERE key = ${key}`,
      );
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.wait ?? 1))) };
    },
    async refund(key) {
      await db.execute(
        sql`UPDATE throttles SET attempts = greatest(attempts - 1, 0) WHERE key = ${key}`,
      );
    },
    async forget(key) {
      await db.execute(sql`DELETE FROM throttles WHERE key = ${key}`);
    },
  };
}

/** Rows idle for their whole window hold nothing any more. */
export async function pruneThrottles(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM throttles WHERE expires_at < now()`);
}
