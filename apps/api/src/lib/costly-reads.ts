import pLimit, { type LimitFunction } from 'p-limit';
import { spendOrRefuse } from './allowances';
import { AppError } from './errors';
import type { RateLimiter } from './rate-limiter';
import { waitText } from './text';

export interface CostlyReadLimits {
  /** Reads one process runs at once (the database's cores are the useful bound). */
  atOnce: number;
  /** Reads that may wait for a free place; one more is refused at once (503). */
  waiting: number;
  /** Reads one client address may start per minute, counted by every process together. */
  perAddressPerMinute: number;
  /** A read still running after this long is answered 503 (PostgreSQL also stops its statement). */
  timeoutMs: number;
}

/** Seconds a refused caller is asked to wait: a busy moment or a slow read passes that fast. */
export const BUSY_RETRY_SECONDS = 2;
const MINUTE = 60;

export const busyMessage = (seconds: number) =>
  `Many searches are running right now. Please wait ${waitText(seconds)} and try again.`;
export const tooLongMessage = (seconds: number) =>
  `This search took too long. Please wait ${waitText(seconds)} and try again.`;
export const tooManyMessage = (seconds: number) =>
  `Too many searches from your network. Please wait ${waitText(seconds)} and try again.`;

const busy = () =>
  new AppError(503, busyMessage(BUSY_RETRY_SECONDS), undefined, BUSY_RETRY_SECONDS);
const tooLong = () =>
  new AppError(503, tooLongMessage(BUSY_RETRY_SECONDS), undefined, BUSY_RETRY_SECONDS);

/** PostgreSQL's "canceling statement due to statement timeout" (57014), through Drizzle's wrap. */
const isStatementTimeout = (error: unknown) => {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '57014') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * The budget of reads that cost the database real work (docs/product.md#limits,
 * docs/decisions/0054-costly-read-budget.md): at most `atOnce` at a time in this process and
 * `waiting` more in line, at most `perAddressPerMinute` started by one address, each cut off
 * `timeoutMs` after it arrived. A read keeps its place until the database is done with it, even
 * once its caller has had the 503; one whose caller gave up while it waited never starts.
 */
export function createCostlyReads(limiter: RateLimiter, limits: CostlyReadLimits) {
  const running = pLimit(limits.atOnce);
  const heavyAtOnce = Math.max(1, Math.floor(limits.atOnce / 2));
  const heavyPlaces = pLimit(heavyAtOnce);
  const isFull = (lane: LimitFunction, atOnce: number) =>
    lane.activeCount + lane.pendingCount >= atOnce + limits.waiting;

  const spend = (address: string) =>
    spendOrRefuse(limiter, [
      {
        key: `costlyRead:ip:${address}`,
        max: limits.perAddressPerMinute,
        windowSeconds: MINUTE,
        refusal: tooManyMessage,
      },
    ]);

  const withDeadline = <T>(work: Promise<T>) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(tooLong()), limits.timeoutMs);
    });
    return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
  };

  return {
    /**
     * Runs `read` for a caller at `address` within the budget, or refuses it (429 or 503). A
     * `heavy` read (the map's live grouping) first waits for one of the heavy places, half of
     * the cap: a flood of them holds at most half the cores, and the other reads keep the rest.
     */
    async run<T>(address: string, read: () => Promise<T>, heavy = false): Promise<T> {
      // Counted synchronously with the check, so a burst cannot slip past the bound together.
      if (isFull(running, limits.atOnce) || (heavy && isFull(heavyPlaces, heavyAtOnce)))
        throw busy();
      let abandoned = false;
      const budgeted = () =>
        running(async () => {
          if (abandoned) throw tooLong();
          await spend(address);
          return read();
        });
      const work = heavy
        ? heavyPlaces(() => (abandoned ? Promise.reject(tooLong()) : budgeted()))
        : budgeted();
      try {
        return await withDeadline(work);
      } catch (error) {
        abandoned = true;
        throw isStatementTimeout(error) ? tooLong() : error;
      }
    },
    /** Reads running now (tests, metrics). */
    get running() {
      return running.activeCount + running.pendingCount + heavyPlaces.pendingCount;
    },
  };
}

export type CostlyReads = ReturnType<typeof createCostlyReads>;
