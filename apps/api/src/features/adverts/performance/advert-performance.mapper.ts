import type { AdvertPerformance, PerformanceDay } from '@estate/contracts';
import type { DayRow } from './advert-performance.repository';

/** The per-day rows as the chart's series with their totals. */
export function toAdvertPerformance(advertId: number, rows: DayRow[]): AdvertPerformance {
  const series: PerformanceDay[] = rows.map((r) => ({
    date: r.date,
    views: r.views,
    favorites: r.favorites,
    tourRequests: r.tour_requests,
  }));
  const totals = { views: 0, favorites: 0, tourRequests: 0 };
  for (const day of series) {
    totals.views += day.views;
    totals.favorites += day.favorites;
    totals.tourRequests += day.tourRequests;
  }
  return {
    advertId,
    days: series.length,
    from: series[0]?.date ?? '',
    to: series.at(-1)?.date ?? '',
    totals,
    series,
  };
}
