import type { LimitFunction } from 'p-limit';
import { createFreshCache } from '../../lib/cache/fresh-cache';
import { HeartedBody } from '../../lib/http/hearted-body';
import type { PublicBody } from '../../lib/http/public-body';
import type { Viewer } from './search-filters';

/** Added to the cache age when asking whether a caller sent a change lately (clock skew). */
const CLOCK_MARGIN_SECONDS = 2;
/** A person with more favourites than this has their hearts read per list, not kept whole. */
const KEPT_HEARTS_AT_MOST = 2000;

/** Whether the viewer sent a change in the last `seconds` (their reads are then fresh). */
const changedWithin = (viewer: Viewer, seconds: number) =>
  !!viewer.lastChangeAt && Date.now() - viewer.lastChangeAt.getTime() < seconds * 1000;

/**
 * Whether a signed-in caller may be answered from what others share, their hearts laid over
 * (docs/product.md#freshness): not staff (they moderate what they list), not a caller who sent
 * a change within the cache age (they see their own change at once), not with caching off.
 */
export const sharesAnswers = (viewer: Viewer, cacheSeconds: number) =>
  !viewer.staff && cacheSeconds > 0 && !changedWithin(viewer, cacheSeconds + CLOCK_MARGIN_SECONDS);

export interface HeartReads {
  /** The caller's favourites among `advertIds`. */
  heartsOf(userId: number, advertIds: number[]): Promise<Set<number>>;
  /** Up to `limit` of the caller's favourite advert ids. */
  favouriteIds(userId: number, limit: number): Promise<number[]>;
}

export interface SignedInListOptions {
  cacheSeconds: number;
  /** Bound of the favourites kept in memory. */
  cacheBytes: number;
  background?: LimitFunction;
}

/**
 * Visitors' answers as signed-in customers share them, each with the caller's own hearts: the
 * visitors' body itself, so a signed-in caller never sees an older list than a visitor would,
 * and one reading of the database serves both. A person's favourites are kept whole for the
 * cache age: a change of theirs stamps them, and a stamped caller reads everything fresh for
 * longer than that age, so a kept set never hides their own heart.
 */
export function createSignedInLists(
  reads: HeartReads,
  { cacheSeconds, cacheBytes, background }: SignedInListOptions,
) {
  // Made once per visitors' body, and dropped with it.
  const hearted = new WeakMap<PublicBody, HeartedBody>();
  const favourites = createFreshCache<{ ids: Set<number> | null }>({
    maxAgeMs: cacheSeconds * 1000,
    maxSize: cacheBytes,
    background,
    sizeOf: ({ ids }) => 64 + 16 * (ids?.size ?? 0),
  });

  /** The caller's whole set of favourites, or null when it is too large to keep. */
  const keptFavourites = async (userId: number) => {
    const kept = await favourites.get(String(userId), async () => {
      const ids = await reads.favouriteIds(userId, KEPT_HEARTS_AT_MOST + 1);
      return { ids: ids.length > KEPT_HEARTS_AT_MOST ? null : new Set(ids) };
    });
    return kept.ids;
  };

  const heartsAmong = async (viewer: Viewer, advertIds: number[]): Promise<ReadonlySet<number>> =>
    (await keptFavourites(viewer.id)) ?? reads.heartsOf(viewer.id, advertIds);

  return {
    /**
     * The JSON answer for `viewer`: the visitors' body `shared` gives, with their hearts, or
     * `fresh` (already serialised) when they must read it fresh.
     */
    async get(
      viewer: Viewer,
      read: { shared: () => Promise<PublicBody>; fresh: () => Promise<string> },
    ): Promise<string | Buffer> {
      if (!sharesAnswers(viewer, cacheSeconds)) return read.fresh();
      const body = await read.shared();
      let list = hearted.get(body);
      if (!list) hearted.set(body, (list = HeartedBody.of(body.json)));
      return list.for(await heartsAmong(viewer, list.ids));
    },
  };
}

export type SignedInLists = ReturnType<typeof createSignedInLists>;
