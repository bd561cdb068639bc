import { describe, expect, it } from 'vitest';
import {
  forwardTotal,
  matches,
  pageUnchanged,
  type AdvertChange,
  type AdvertState,
} from './search-changes';

const state = (fields: Partial<AdvertState> = {}): AdvertState => ({
  s: 1,
  a: true,
  ca: true,
  c: 3,
  t: 1,
  co: 1,
  ci: 10,
  d: 100,
  p: '250000.00',
  ti: 'Sea view flat',
  cr: '2026-11-01T10:00:00+00:00',
  w: ['sea', 'view', 'flat', 'istanbul'],
  ...fields,
});

const key = (
  words: string[],
  extra: Partial<{ scope: string; category: number; city: number; lo: number; hi: number }> = {},
) =>
  JSON.stringify([
    extra.scope ?? 'public',
    words,
    extra.category,
    undefined,
    undefined,
    extra.city,
    undefined,
    extra.lo,
    extra.hi,
  ]);

const change = (old: AdvertState | null, next: AdvertState | null): AdvertChange => ({
  version: 2,
  advertId: 1,
  old,
  new: next,
});

describe('search change forwarding', () => {
  it('matches word prefixes, the public rule, filters and price bounds as the SQL does', () => {
    const parts = (k: string) => JSON.parse(k);
    expect(matches(state(), parts(key(['se', 'vi'])))).toBe(true);
    expect(matches(state(), parts(key(['iew'])))).toBe(false);
    expect(matches(state({ a: false }), parts(key(['sea'])))).toBe(false);
    expect(matches(state({ ca: false }), parts(key(['sea'])))).toBe(false);
    expect(matches(state({ s: 0 }), parts(key(['sea'], { scope: 'PENDING' })))).toBe(true);
    expect(matches(state({ s: 0 }), parts(key([], { scope: 'any' })))).toBe(true);
    expect(matches(state(), parts(key([], { category: 4 })))).toBe(false);
    expect(matches(state(), parts(key([], { city: 10, lo: 250000, hi: 250000 })))).toBe(true);
    expect(matches(state(), parts(key([], { lo: 250000.01 })))).toBe(false);
    expect(matches(null, parts(key([])))).toBe(false);
  });

  it('moves a total by the adverts that join or leave its search', () => {
    const k = key(['sea']);
    expect(forwardTotal(k, 10, [change(null, state())])).toBe(11);
    expect(forwardTotal(k, 10, [change(state(), null)])).toBe(9);
    expect(forwardTotal(k, 10, [change(state(), state({ s: 2 }))])).toBe(9);
    expect(forwardTotal(k, 10, [change(state({ w: ['garden'] }), state())])).toBe(11);
    expect(forwardTotal(k, 10, [change(state({ w: ['garden'] }), state({ w: ['pool'] }))])).toBe(
      10,
    );
    expect(forwardTotal(k, 10, [change(state(), state({ p: '1.00' }))])).toBe(10);
  });

  it('keeps a page only while no change can move it', () => {
    const k = key(['sea']);
    const outside = state({ w: ['garden'] });
    expect(pageUnchanged(k, 'title', [change(outside, { ...outside, p: '9.00' })])).toBe(true);
    // Inside before and after, same title: a price change does not move a title-sorted page...
    expect(pageUnchanged(k, 'title', [change(state(), state({ p: '9.00' }))])).toBe(true);
    // ...but does move a price-sorted one.
    expect(pageUnchanged(k, 'price', [change(state(), state({ p: '9.00' }))])).toBe(false);
    expect(pageUnchanged(k, 'title', [change(state(), state({ ti: 'Another' }))])).toBe(false);
    expect(pageUnchanged(k, 'title', [change(null, state())])).toBe(false);
    expect(pageUnchanged(k, 'title', [change(state(), null)])).toBe(false);
    expect(pageUnchanged(k, 'viewCount', [])).toBe(false);
  });
});
