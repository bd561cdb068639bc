import type { ReportInterval } from '@estate/contracts';

const DAY_MS = 86_400_000;
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export const dayAfter = (day: string) => isoDate(new Date(utcDay(day).getTime() + DAY_MS));

/** The first day of the period holding `day`, as PostgreSQL's date_trunc (ISO weeks). */
function periodStart(day: string, interval: ReportInterval): Date {
  const d = utcDay(day);
  if (interval === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (interval === 'month') d.setUTCDate(1);
  return d;
}

/** The name of the period that holds `day`: its first day. */
export const periodOfDay = (day: string, interval: ReportInterval) =>
  isoDate(periodStart(day, interval));

function nextPeriod(d: Date, interval: ReportInterval): Date {
  const next = new Date(d);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCDate(next.getUTCDate() + (interval === 'week' ? 7 : 1));
  return next;
}

/**
 * Every period that overlaps from..to, oldest first, named by its first day: a day, a week from
 * Monday, a month from the 1st. Periods without rows are part of the timeline, counted as 0.
 */
export function periodsOf(from: string, to: string, interval: ReportInterval): string[] {
  const last = utcDay(to);
  const periods: string[] = [];
  for (let d = periodStart(from, interval); d <= last; d = nextPeriod(d, interval))
    periods.push(isoDate(d));
  return periods;
}
