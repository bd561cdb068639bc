/** Which tour requests a list shows: made by the caller, on the caller's adverts, or all (staff). */
export type TourRequestView = 'guest' | 'owner' | 'all';

export interface TourRequestsParams {
  view: TourRequestView;
  /** Zero-based. */
  page: number;
  size: number;
  q: string;
  /** Only the requests about this advert. */
  advertId?: number;
}

/** Query keys of the tour requests feature; every change invalidates through `all`. */
export const tourRequestKeys = {
  all: ['tour-requests'] as const,
  list: (params: TourRequestsParams) => [...tourRequestKeys.all, 'list', params] as const,
  waiting: () => [...tourRequestKeys.all, 'waiting'] as const,
};
