import { describe, expect, it } from 'vitest';
import { createVisitorResponseCache } from './visitor-response-cache';

function cacheWithClock(options: { maxAgeMs?: number; maxSize?: number } = {}) {
  let time = 1_000;
  const cache = createVisitorResponseCache<string>({
    maxAgeMs: options.maxAgeMs ?? 10_000,
    maxSize: options.maxSize ?? 1_000,
    sizeOf: (body) => body.length,
    now: () => time,
  });
  return { cache, advance: (ms: number) => (time += ms) };
}

describe('visitor response cache', () => {
  it('serves a body only at the version it was made at', () => {
    const { cache } = cacheWithClock();
    cache.set('page', '7', '{"a":1}');
    expect(cache.get('page', '7')).toBe('{"a":1}');
    expect(cache.get('page', '8')).toBeUndefined();
    expect(cache.get('other', '7')).toBeUndefined();
  });

  it('drops a body older than the maximum age, so counters stay recent', () => {
    const { cache, advance } = cacheWithClock({ maxAgeMs: 10_000 });
    cache.set('page', '1', 'body');
    advance(10_000);
    expect(cache.get('page', '1')).toBe('body');
    advance(1);
    expect(cache.get('page', '1')).toBeUndefined();
  });

  it('forgets every body of an older version when a newer one is kept', () => {
    const { cache } = cacheWithClock();
    cache.set('a', '1', 'a at 1');
    cache.set('b', '2', 'b at 2');
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.get('b', '2')).toBe('b at 2');
  });

  it('does not keep a body made at a version older than the newest seen', () => {
    const { cache } = cacheWithClock();
    cache.set('a', '5', 'a at 5');
    cache.set('b', '4', 'b at 4');
    expect(cache.get('b', '4')).toBeUndefined();
    expect(cache.get('b', '5')).toBeUndefined();
    expect(cache.get('a', '5')).toBe('a at 5');
  });

  it('evicts the oldest bodies to stay within its size, and skips a body larger than it', () => {
    const { cache } = cacheWithClock({ maxSize: 10 });
    cache.set('a', '1', 'aaaa');
    cache.set('b', '1', 'bbbb');
    cache.set('c', '1', 'cccc');
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.get('b', '1')).toBe('bbbb');
    expect(cache.get('c', '1')).toBe('cccc');
    cache.set('huge', '1', 'x'.repeat(11));
    expect(cache.get('huge', '1')).toBeUndefined();
    expect(cache.get('c', '1')).toBe('cccc');
  });

  it('replaces the body of a key kept again', () => {
    const { cache } = cacheWithClock({ maxSize: 8 });
    cache.set('a', '1', 'old1');
    cache.set('a', '1', 'new1');
    cache.set('b', '1', 'bbbb');
    expect(cache.get('a', '1')).toBe('new1');
    expect(cache.get('b', '1')).toBe('bbbb');
  });
});
