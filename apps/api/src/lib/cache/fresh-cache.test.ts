import pLimit from 'p-limit';
import { describe, expect, it, vi } from 'vitest';
import { createFreshCache } from './fresh-cache';

/** A cache on a clock the test moves, and a value source that counts its calls. */
function setup(maxAgeMs = 10_000, maxSize = 10_000, background = pLimit(1)) {
  let clock = 1_000;
  let made = 0;
  const cache = createFreshCache<{ n: number; madeAt: number; bytes: number }>({
    maxAgeMs,
    maxSize,
    sizeOf: (value) => value.bytes,
    now: () => clock,
    background,
  });
  const make = async () => ({ n: ++made, madeAt: clock, bytes: 100 });
  return {
    cache,
    make,
    made: () => made,
    advance: (ms: number) => (clock += ms),
    now: () => clock,
  };
}

describe('fresh cache', () => {
  it('answers a kept value while it is young, and makes it once', async () => {
    const { cache, make, made, advance } = setup();
    expect((await cache.get('k', make)).n).toBe(1);
    advance(4_000);
    expect((await cache.get('k', make)).n).toBe(1);
    expect(made()).toBe(1);
  });

  it('never answers a value older than its maximum age', async () => {
    const { cache, make, advance, now } = setup();
    for (let step = 0; step < 40; step++) {
      const value = await cache.get('k', make);
      expect(now() - value.madeAt).toBeLessThanOrEqual(10_000);
      advance(1_700);
    }
  });

  it('makes a value late in its life again in the background, still answering the old one', async () => {
    const { cache, make, made, advance } = setup();
    await cache.get('k', make);
    advance(7_000); // 70 % of its 10 s life: answered as it is
    expect((await cache.get('k', make)).n).toBe(1);
    await Promise.resolve();
    expect(made()).toBe(1);
    advance(1_500); // 85 %: still answered, and made again behind it
    expect((await cache.get('k', make)).n).toBe(1);
    await Promise.resolve();
    expect(made()).toBe(2);
    expect((await cache.get('k', make)).n).toBe(2);
  });

  it('runs `foreground` only for the caller who makes a value: not on a hit, a join or a remake', async () => {
    const { cache, made, advance } = setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      await held;
      return { n: made() + 1, madeAt: 0, bytes: 100 };
    };
    const paid: string[] = [];
    const foreground =
      (who: string) => (make: () => Promise<{ n: number; madeAt: number; bytes: number }>) => {
        paid.push(who);
        return make();
      };
    const maker = cache.get('k', slow, foreground('maker'));
    const joiner = cache.get('k', slow, foreground('joiner'));
    release();
    await Promise.all([maker, joiner]);
    await cache.get('k', slow, foreground('hit'));
    advance(8_500); // late in its life: made again behind the answer, by nobody's budget
    await cache.get('k', slow, foreground('late'));
    await Promise.resolve();
    expect(paid).toEqual(['maker']);
  });

  it('makes a missing value once for identical concurrent callers', async () => {
    const { cache, made } = setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const slow = async () => {
      calls += 1;
      await gate;
      return { n: 7, madeAt: 0, bytes: 10 };
    };
    const answers = Promise.all(Array.from({ length: 20 }, () => cache.get('k', slow)));
    release();
    expect((await answers).every((v) => v.n === 7)).toBe(true);
    expect(calls).toBe(1);
    expect(made()).toBe(0);
  });

  it('stays within its byte bound, dropping the least recently used values', async () => {
    const { cache, make } = setup(10_000, 1_000);
    for (let i = 0; i < 50; i++) await cache.get(`k${i}`, make);
    expect(cache.size).toBeLessThanOrEqual(1_000);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('keeps nothing when its maximum age is 0', async () => {
    const { cache, make, made } = setup(0);
    await cache.get('k', make);
    await cache.get('k', make);
    expect(made()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('does not keep a failure: the next caller tries again', async () => {
    const { cache, make } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', make)).n).toBe(1);
  });

  it('remakes in the background one at a time, the turn shared with other caches', async () => {
    const background = pLimit(1);
    const first = setup(10_000, 10_000, background);
    const held = { release: () => {}, running: 0, most: 0 };
    const slow = async () => {
      held.running += 1;
      held.most = Math.max(held.most, held.running);
      await new Promise<void>((resolve) => (held.release = resolve));
      held.running -= 1;
      return { n: 99, madeAt: 0, bytes: 10 };
    };
    await first.cache.get('a', first.make);
    await first.cache.get('b', first.make);
    first.advance(8_500);
    first.cache.get('a', slow);
    first.cache.get('b', slow);
    await vi.waitFor(() => expect(held.running).toBe(1));
    expect(background.pendingCount).toBe(1);
    held.release();
    await vi.waitFor(() => expect(background.pendingCount).toBe(0));
    held.release();
    await vi.waitFor(() => expect(background.activeCount).toBe(0));
    expect(held.most).toBe(1);
    expect((await first.cache.get('b', first.make)).n).toBe(99);
  });

  it('skips a background remake whose value expired while it waited', async () => {
    const background = pLimit(1);
    const { cache, make, made, advance } = setup(10_000, 10_000, background);
    let release!: () => void;
    background(() => new Promise<void>((resolve) => (release = resolve)));
    await cache.get('k', make);
    advance(8_500);
    await cache.get('k', make); // late: queued behind the held turn
    advance(2_000); // expired while waiting
    release();
    await vi.waitFor(() => expect(background.activeCount + background.pendingCount).toBe(0));
    expect(made()).toBe(1);
    expect((await cache.get('k', make)).n).toBe(2);
  });
});
