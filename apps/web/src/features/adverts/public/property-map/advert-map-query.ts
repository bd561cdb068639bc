import type { AdvertMap } from '@estate/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../../lib/api-client';
import { useAuthStore } from '../../../auth';
import { advertKeys, type AdvertSearchParams } from '../../shared';

/** What the map shows: its box (minLng,minLat,maxLng,maxLat) and zoom. */
export interface MapView {
  bbox: string;
  zoom: number;
}

/**
 * The query string of GET /adverts/map: the list's filters (not its paging or sort) with the
 * map's own box and zoom instead of the list's area.
 */
export function mapQueryString(params: AdvertSearchParams, view: MapView): string {
  const { page: _p, size: _s, sort: _o, type: _t, bbox: _b, ...filters } = params;
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, bbox: view.bbox, zoom: view.zoom })) {
    if (value !== undefined && value !== '') out.set(key, String(value));
  }
  return out.toString();
}

/** Clusters or markers of the list's search in the map's view (docs/product.md#map-search). */
export function useAdvertMap(params: AdvertSearchParams, view: MapView | undefined) {
  const viewer = useAuthStore((s) => s.user?.id ?? 0);
  const query = view ? mapQueryString(params, view) : '';
  return useQuery({
    queryKey: [...advertKeys.all, 'map', query, viewer],
    queryFn: ({ signal }) => publicRead<AdvertMap>(`/adverts/map?${query}`, { auth: true, signal }),
    enabled: view !== undefined,
    placeholderData: keepPreviousData,
  });
}
