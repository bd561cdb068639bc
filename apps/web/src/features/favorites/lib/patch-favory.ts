import type { QueryClient } from '@tanstack/react-query';
import { favoriteKeys } from '../api/keys';

type Json = unknown;

/** An advert as the API sends it (cards, lists, popular, detail): it has an id, a slug and a price. */
function isAdvertWithId(value: Json, advertId: number): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return v.id === advertId && typeof v.slug === 'string' && 'price' in v;
}

/** Returns `value` with `favory` set on every copy of the advert; the same reference when none. */
function withFavory(value: Json, advertId: number, favory: boolean, depth = 0): Json {
  if (depth > 6 || !value || typeof value !== 'object') return value;
  if (isAdvertWithId(value, advertId)) {
    return value.favory === favory ? value : { ...value, favory };
  }
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: Json) => {
      const patched = withFavory(item, advertId, favory, depth + 1);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  let changed = false;
  const next: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) {
    const patched = withFavory(item, advertId, favory, depth + 1);
    if (patched !== item) changed = true;
    next[key] = patched;
  }
  return changed ? next : value;
}

/**
 * Writes a favourite's new state into every cached copy of the advert (lists, cards, popular,
 * detail) and into the favourites' own queries, so a heart shows the same state on every page
 * without asking the server again.
 */
export function patchFavory(queryClient: QueryClient, advertId: number, favory: boolean): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.queryKey[0] === favoriteKeys.all[0]) continue;
    const data = query.state.data;
    if (data === undefined) continue;
    const next = withFavory(data, advertId, favory);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
  queryClient.setQueryData<number[]>(favoriteKeys.ids(), (ids) => {
    if (!ids) return ids;
    const without = ids.filter((id) => id !== advertId);
    return favory ? [...without, advertId] : without;
  });
  queryClient.setQueryData(favoriteKeys.state(advertId), favory);
}
