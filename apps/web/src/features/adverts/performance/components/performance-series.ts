import type { AdvertPerformance } from '@estate/contracts';
import { formatDate, formatNumber } from '../../../../i18n';
import type { PerformanceT } from '../texts';

/** The three figures of a performance panel with their colours (chart lines and legend). */
export const PERFORMANCE_SERIES = [
  { key: 'views', colour: '#1d4ed8' },
  { key: 'favorites', colour: '#c2185b' },
  { key: 'tourRequests', colour: '#2e7d32' },
] as const;

/** A server day (a UTC date, "2026-11-01") in the reader's language: "1 Nov 2026", "1 Kas 2026". */
export const performanceDay = (date: string) =>
  formatDate(`${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

/** What the chart shows, in words: its accessible name. */
export function describePerformance(p: AdvertPerformance, t: PerformanceT): string {
  const { views, favorites, tourRequests } = p.totals;
  return t('described', {
    from: performanceDay(p.from),
    to: performanceDay(p.to),
    views: formatNumber(views),
    favorites: formatNumber(favorites),
    tourRequests: formatNumber(tourRequests),
  });
}
