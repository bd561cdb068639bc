import type { AdvertPerformance } from '@estate/contracts';

/** The three figures of a performance panel with their colours (chart lines and legend). */
export const PERFORMANCE_SERIES = [
  { key: 'views', label: 'Views', colour: '#1d4ed8' },
  { key: 'favorites', label: 'Favourites', colour: '#c2185b' },
  { key: 'tourRequests', label: 'Tour requests', colour: '#2e7d32' },
] as const;

/** What the chart shows, in words: its accessible name. */
export function describePerformance(p: AdvertPerformance): string {
  const { views, favorites, tourRequests } = p.totals;
  return (
    `Views, favourites and tour requests per day from ${p.from} to ${p.to}: ` +
    `${views} views, ${favorites} favourites, ${tourRequests} tour requests in all.`
  );
}
