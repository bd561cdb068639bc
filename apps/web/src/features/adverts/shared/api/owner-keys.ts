import type { AdvertStatus } from '@estate/contracts';

/**
 * What the My Adverts list asks for: a zero-based page of `size` rows, free text and a status
 * ('' for all).
 */
export interface OwnerAdvertsParams {
  page: number;
  size: number;
  q: string;
  status: AdvertStatus | '';
}

/** Query keys of the owner's adverts; mutations invalidate through `all`. */
export const ownerAdvertKeys = {
  all: ['owner-adverts'] as const,
  list: (params: OwnerAdvertsParams) => [...ownerAdvertKeys.all, 'list', params] as const,
  detail: (id: number) => [...ownerAdvertKeys.all, 'detail', id] as const,
  performance: (id: number, days: number) =>
    [...ownerAdvertKeys.all, 'performance', id, days] as const,
};
