import { ADVERT_STATUSES, type AdvertStatus } from '@estate/contracts';
import { DEFAULT_PAGE_SIZE, isPageSize } from '../../../components/use-page-size';

/** The desk opens on the queue: PENDING, oldest waiting first (docs/product.md#moderation). */
export const DEFAULT_STATUS: AdvertStatus = 'PENDING';

/** What the moderation list shows; it lives in the URL so reload and Back keep it. */
export interface ModerationFilters {
  q: string;
  categoryId?: number;
  advertTypeId?: number;
  status: AdvertStatus;
  page: number;
  size: number;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The status code of the specification (Pending 0, Activated 1, Rejected 2) in the URL. */
const statusOf = (value: string | null): AdvertStatus =>
  ADVERT_STATUSES[Number(value ?? '')] && /^[012]$/.test(value ?? '')
    ? ADVERT_STATUSES[Number(value)]!
    : DEFAULT_STATUS;

/**
 * Reads the filters from the URL; anything missing or malformed falls back to its default, the
 * size to the one this browser keeps for the list (docs/product.md#page-sizes).
 */
export function filtersFromUrl(
  params: URLSearchParams,
  keptSize = DEFAULT_PAGE_SIZE,
): ModerationFilters {
  const size = positive(params.get('size'));
  return {
    q: params.get('q') ?? '',
    categoryId: positive(params.get('category')),
    advertTypeId: positive(params.get('type')),
    status: statusOf(params.get('status')),
    page: (positive(params.get('page')) ?? 1) - 1,
    size: size !== undefined && isPageSize(size) ? size : keptSize,
  };
}

/** Writes the filters to the URL, leaving defaults out; the page is counted from one there. */
export function filtersToUrl(filters: ModerationFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.q.trim()) out.set('q', filters.q.trim());
  if (filters.categoryId) out.set('category', String(filters.categoryId));
  if (filters.advertTypeId) out.set('type', String(filters.advertTypeId));
  out.set('status', String(ADVERT_STATUSES.indexOf(filters.status)));
  if (filters.page > 0) out.set('page', String(filters.page + 1));
  if (filters.size !== DEFAULT_PAGE_SIZE) out.set('size', String(filters.size));
  return out;
}
