import {
  ADVERT_STATUSES,
  REPORT_OTHER_LABEL,
  REPORT_TOP_CITIES,
  type RangeReport,
  type ReportInterval,
  type ReportCount,
  type ReportTopAdvert,
} from '@estate/contracts';
import type {
  AdvertDimension,
  AdvertGroupRow,
  DayRow,
  TopAdvertRow,
} from './range-report.repository';
import { periodOfDay } from './report-periods';

const byCountThenLabel = (a: ReportCount, b: ReportCount) =>
  b.count - a.count || a.label.localeCompare(b.label);

export function countsOf(rows: AdvertGroupRow[], dimension: AdvertDimension): ReportCount[] {
  return rows
    .filter((r) => r.dimension === dimension)
    .map((r) => ({ label: r.label, count: Number(r.n) }))
    .sort(byCountThenLabel);
}

/** Every status, in the specification's order, 0 when the range has none. */
export function statusCounts(rows: AdvertGroupRow[]): ReportCount[] {
  const byCode = new Map(countsOf(rows, 'status').map((c) => [c.label, c.count]));
  return ADVERT_STATUSES.map((label, code) => ({ label, count: byCode.get(String(code)) ?? 0 }));
}

/** The cities with most adverts by name, the rest summed as one "Other" entry. */
export function topCitiesWithOther(rows: AdvertGroupRow[]): ReportCount[] {
  const cities = countsOf(rows, 'city');
  const rest = cities.slice(REPORT_TOP_CITIES);
  if (rest.length === 0) return cities;
  const other = rest.reduce((sum, c) => sum + c.count, 0);
  return [...cities.slice(0, REPORT_TOP_CITIES), { label: REPORT_OTHER_LABEL, count: other }];
}

/** Day counts summed per period (day, week or month). */
function countByPeriod(days: DayRow[], interval: ReportInterval) {
  const counts = new Map<string, number>();
  for (const { day, n } of days) {
    const period = periodOfDay(day, interval);
    counts.set(period, (counts.get(period) ?? 0) + Number(n));
  }
  return counts;
}

export interface DayCounts {
  adverts: DayRow[];
  /** null: not the viewer's figure (a customer). */
  users: DayRow[] | null;
  tourRequests: DayRow[];
}

export function timelineOf(
  periods: string[],
  interval: ReportInterval,
  days: DayCounts,
): RangeReport['timeline'] {
  const advertsIn = countByPeriod(days.adverts, interval);
  const usersIn = days.users && countByPeriod(days.users, interval);
  const toursIn = countByPeriod(days.tourRequests, interval);
  return periods.map((period) => ({
    period,
    adverts: advertsIn.get(period) ?? 0,
    users: usersIn ? (usersIn.get(period) ?? 0) : null,
    tourRequests: toursIn.get(period) ?? 0,
  }));
}

export const topAdvertsOf = (rows: TopAdvertRow[]): ReportTopAdvert[] =>
  rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, count: Number(r.n) }));
