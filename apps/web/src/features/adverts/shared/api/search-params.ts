import type { AdvertSortField } from '@estate/contracts';

/** The query parameters of GET /adverts (docs/product.md#wire-contract), by their wire names. */
export interface AdvertSearchParams {
  page: number;
  size: number;
  sort: AdvertSortField;
  type: 'ASC' | 'DESC';
  q?: string;
  categoryid?: number;
  advert_type_id?: number;
  price_start?: number;
  price_end?: number;
  status?: number;
  country?: number;
  city?: number;
  district?: number;
  /** minLng,minLat,maxLng,maxLat */
  bbox?: string;
  currency?: string;
  /** Sent as `filter[{keyId}]=value`. */
  filter?: Record<string, string>;
  /** One agency's public adverts, by its slug (docs/product.md#agency-page). */
  agency?: string;
}
