import { describe, expect, it } from 'vitest';
import { createCostlyReads } from './costly-reads';
import type { RateLimiter } from './rate-limiter';

/** Counters that never refuse: these tests are about places, not the per-address budget. */
const freeCounters: RateLimiter = {
  hit: async () => ({ hits: 1, resetAt: new Date(Date.now() + 60_000) }),
  peek: async () => undefined,
  reset: async () => undefined,
};

/** A read that runs until the test lets it finish. */
function heldRead() {
  let finish: (value: string) => void = () => undefined;
  let started = false;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return {
    read: () => {
      started = true;
      return done;
    },
    finish: (value: string) => finish(value),
    get started() {
      return started;
    },
  };
}

const statusOf = (error: unknown) => (error as { status?: number }).status;

describe('costly reads: places and the line (docs/product.md#limits)', () => {
  it('runs `atOnce` reads, lets `waiting` more wait their turn, and refuses the next with 503', async () => {
    const reads = createCostlyReads(freeCounters, {
      atOnce: 1,
      waiting: 1,
      perAddressPerMinute: 100,
      timeoutMs: 5_000,
    });
    const first = heldRead();
    const second = heldRead();
    const running = reads.run('10.0.0.1', first.read);
    const waiting = reads.run('10.0.0.2', second.read);
    const refused = await reads.run('10.0.0.3', async () => 'never').catch(statusOf);
    expect(refused).toBe(503);
    await expect.poll(() => first.started).toBe(true);
    expect(second.started).toBe(false);
    first.finish('first');
    expect(await running).toBe('first');
    await expect.poll(() => second.started).toBe(true);
    second.finish('second');
    expect(await waiting).toBe('second');
    expect(reads.running).toBe(0);
  });

  it('never starts a waiting read whose caller already had the timeout’s 503', async () => {
    const reads = createCostlyReads(freeCounters, {
      atOnce: 1,
      waiting: 1,
      perAddressPerMinute: 100,
      timeoutMs: 50,
    });
    const first = heldRead();
    const second = heldRead();
    const running = reads.run('10.0.0.1', first.read).catch(statusOf);
    const waiting = reads.run('10.0.0.2', second.read).catch(statusOf);
    expect(await waiting).toBe(503);
    expect(await running).toBe(503);
    first.finish('late');
    await expect.poll(() => reads.running).toBe(0);
    expect(second.started).toBe(false);
  });

  it('runs heavy reads in half the places, so a flood of them leaves the others a place', async () => {
    const reads = createCostlyReads(freeCounters, {
      atOnce: 2,
      waiting: 2,
      perAddressPerMinute: 100,
      timeoutMs: 5_000,
    });
    const heavy = [heldRead(), heldRead(), heldRead()];
    const answers = heavy.map((h, i) => reads.run(`10.0.1.${i}`, h.read, true));
    await expect.poll(() => heavy[0]!.started).toBe(true);
    // The second and third heavy reads wait for the heavy place, not for a place of the cap.
    expect(heavy[1]!.started || heavy[2]!.started).toBe(false);
    expect(await reads.run('10.0.1.9', async () => 'plain')).toBe('plain');
    // The heavy line is full (one running, two waiting): one more heavy read is refused.
    expect(await reads.run('10.0.1.8', async () => 'never', true).catch(statusOf)).toBe(503);
    heavy[0]!.finish('a');
    await expect.poll(() => heavy[1]!.started).toBe(true);
    expect(heavy[2]!.started).toBe(false);
    heavy[1]!.finish('b');
    await expect.poll(() => heavy[2]!.started).toBe(true);
    heavy[2]!.finish('c');
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c']);
    expect(reads.running).toBe(0);
  });
});
