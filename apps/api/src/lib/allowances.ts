import { tooManyRequests } from './errors';
import type { RateLimiter } from './rate-limiter';

/** So many requests per window for one key (a client address, an account, an e-mail address). */
export interface Allowance {
  key: string;
  max: number;
  windowSeconds: number;
  /** The 429 message, told how long to wait. */
  refusal: (seconds: number) => string;
}

const secondsUntil = (resetAt: Date) =>
  Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));

/**
 * Counts this request against each allowance in order and refuses it (429 with Retry-After) at
 * the first one it exceeds, before the work it guards. Counting is atomic in the shared store, so
 * parallel requests on several processes get no more than `max` between them; a request refused
 * at the client address counts no further against the account.
 */
export async function spendOrRefuse(limiter: RateLimiter, allowances: Allowance[]): Promise<void> {
  for (const allowance of allowances) {
    const window = await limiter.hit(allowance.key, allowance.windowSeconds);
    if (window.hits > allowance.max) {
      const seconds = secondsUntil(window.resetAt);
      throw tooManyRequests(allowance.refusal(seconds), seconds);
    }
  }
}
