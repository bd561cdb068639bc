/** The query parameter naming the Tour Requests page's tab, so a link can open either one. */
export const TOUR_TAB_PARAM = 'tab';

export type TourTab = 'guest' | 'owner';

/** The tab a `?tab=` value names; anything else opens the customer's own requests. */
export const tourTabOf = (value: string | null): TourTab => (value === 'owner' ? 'owner' : 'guest');
