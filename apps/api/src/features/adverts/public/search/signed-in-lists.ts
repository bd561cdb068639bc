import type { Advert } from '@estate/contracts';
import { createFreshCache } from '../../../../lib/cache/fresh-cache';
import type { Viewer } from './search-filters';

/** Roughly what one list advert takes in memory (its description is most of it). */
export const ADVERT_BYTES_ESTIMATE = 2048;
/** Added to the cache age when asking whether a caller sent a change lately (clock skew). */
const CLOCK_MARGIN_SECONDS = 2;

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

type HeartsOf = (userId: number, advertIds: number[]) => Promise<Set<number>>;

/**
 * Short lists of adverts (popular, similar homes) that signed-in customers share up to
 * `cacheSeconds` old, each answered with the caller's own hearts: one indexed read of their
 * favourites among the list instead of the whole list read again.
 */
export function createSignedInLists(cacheSeconds: number, cacheBytes: number, heartsOf: HeartsOf) {
  const lists = createFreshCache<{ adverts: Advert[] }>({
    maxAgeMs: cacheSeconds * 1000,
    maxSize: cacheBytes,
    sizeOf: (list) => 512 + list.adverts.length * ADVERT_BYTES_ESTIMATE,
  });

  const withHearts = async (viewer: Viewer, adverts: Advert[]): Promise<Advert[]> => {
    const hearts = await heartsOf(
      viewer.id,
      adverts.map((advert) => advert.id),
    );
    return adverts.map((advert) => ({ ...advert, favory: hearts.has(advert.id) }));
  };

  return {
    withHearts,
    /** The list under `key` for `viewer`: shared with their hearts, or `fresh` when it must be. */
    async get(
      key: string,
      viewer: Viewer,
      read: { shared: () => Promise<Advert[]>; fresh: () => Promise<Advert[]> },
    ): Promise<Advert[]> {
      if (!sharesAnswers(viewer, cacheSeconds)) return read.fresh();
      const shared = await lists.get(key, async () => ({ adverts: await read.shared() }));
      return withHearts(viewer, shared.adverts);
    },
  };
}

export type SignedInLists = ReturnType<typeof createSignedInLists>;
