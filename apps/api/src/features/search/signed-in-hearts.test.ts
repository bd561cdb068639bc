import { describe, expect, it, vi } from 'vitest';
import { PublicBody } from '../../lib/http/public-body';
import { createSignedInLists, type HeartReads } from './signed-in-lists';
import type { Viewer } from './search-filters';

const viewer: Viewer = { id: 5, staff: false, lastChangeAt: null };
const visitors = new PublicBody(JSON.stringify([{ id: 1 }, { id: 2 }, { id: 3 }]));
const shared = async () => visitors;
const fresh = async () => 'fresh';
const heartsIn = (json: string | Buffer) =>
  (JSON.parse(String(json)) as { id: number; favory: boolean }[])
    .filter((advert) => advert.favory)
    .map((advert) => advert.id);

function reads(favourites: number[]): HeartReads & { calls: { list: number; whole: number } } {
  const calls = { list: 0, whole: 0 };
  return {
    calls,
    heartsOf: vi.fn(async (_user: number, ids: number[]) => {
      calls.list++;
      return new Set(ids.filter((id) => favourites.includes(id)));
    }),
    favouriteIds: vi.fn(async (_user: number, limit: number) => {
      calls.whole++;
      return favourites.slice(0, limit);
    }),
  };
}

describe('hearts on the lists signed-in customers share', () => {
  it('reads a person’s favourites once for every list within the cache age', async () => {
    const r = reads([2]);
    const lists = createSignedInLists(r, { cacheSeconds: 10, cacheBytes: 2 ** 20 });
    expect(heartsIn(await lists.get(viewer, { shared, fresh }))).toEqual([2]);
    const other = async () => new PublicBody(JSON.stringify([{ id: 2 }, { id: 9 }]));
    expect(heartsIn(await lists.get(viewer, { shared: other, fresh }))).toEqual([2]);
    expect(r.calls).toEqual({ list: 0, whole: 1 });
  });

  it('reads the hearts of the list alone for a person with very many favourites', async () => {
    const many = Array.from({ length: 2001 }, (_, i) => i + 3);
    const r = reads([1, ...many]);
    const lists = createSignedInLists(r, { cacheSeconds: 10, cacheBytes: 2 ** 20 });
    expect(heartsIn(await lists.get(viewer, { shared, fresh }))).toEqual([1, 3]);
    expect(heartsIn(await lists.get(viewer, { shared, fresh }))).toEqual([1, 3]);
    expect(r.calls).toEqual({ list: 2, whole: 1 });
  });

  it('answers fresh a caller who just changed something, and staff', async () => {
    const lists = createSignedInLists(reads([]), { cacheSeconds: 10, cacheBytes: 2 ** 20 });
    const changed = { ...viewer, lastChangeAt: new Date() };
    expect(await lists.get(changed, { shared, fresh })).toBe('fresh');
    expect(await lists.get({ ...viewer, staff: true }, { shared, fresh })).toBe('fresh');
  });
});
