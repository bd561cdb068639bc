import { z } from 'zod';

/**
 * GET /report: the overview tiles' counts, keyed as the specification names them and scoped to
 * the viewer (docs/product.md#reports). Staff get the whole marketplace. A customer gets their own
 * Adverts and TourRequests, the public Categories and AdvertTypes, and `Customers: null`: the
 * number of customers is not theirs to see.
 *
 * Beyond the specification's five: `PendingAdverts`, the adverts waiting for review, new ones and
 * live ones whose edit waits (every one for staff, a customer's own), and `Favorites`, the viewer's own favourites.
 */
export const overviewReportSchema = z.object({
  Customers: z.number().int().nullable(),
  Categories: z.number().int(),
  Adverts: z.number().int(),
  AdvertTypes: z.number().int(),
  TourRequests: z.number().int(),
  PendingAdverts: z.number().int(),
  Favorites: z.number().int(),
});
export type OverviewReport = z.infer<typeof overviewReportSchema>;

/** A calendar day, "YYYY-MM-DD"; report ranges are whole days in UTC. */
export const REPORT_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const REPORT_MAX_YEARS = 5;
/** Longer ranges are counted per week, and past two years per month, to keep charts readable. */
export const REPORT_DAILY_MAX_DAYS = 120;
export const REPORT_WEEKLY_MAX_DAYS = 731;

export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const isRealDate = (v: string) => {
  const day = utcDay(v);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
};

/** Days from `from` to `to`, both included. */
export const reportRangeDays = (from: string, to: string) =>
  Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000) + 1;

export const reportIntervalFor = (from: string, to: string): ReportInterval => {
  const days = reportRangeDays(from, to);
  if (days <= REPORT_DAILY_MAX_DAYS) return 'day';
  return days <= REPORT_WEEKLY_MAX_DAYS ? 'week' : 'month';
};

const spansAtMostMaxYears = (from: string, to: string) => {
  const limit = utcDay(from);
  limit.setUTCFullYear(limit.getUTCFullYear() + REPORT_MAX_YEARS);
  return utcDay(to) < limit;
};

const reportDate = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(REPORT_DATE_PATTERN, `${name} must be a date like 2026-01-31`)
    .refine(isRealDate, `${name} is not a real calendar date`);

/** GET /report/range?from&to: both days included. */
export const reportRangeQuerySchema = z
  .object({ from: reportDate('from'), to: reportDate('to') })
  .superRefine(({ from, to }, ctx) => {
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' });
    else if (!spansAtMostMaxYears(from, to))
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The range is longer than ${REPORT_MAX_YEARS} years`,
      });
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

const reportCountSchema = z.object({ label: z.string(), count: z.number().int() });
export type ReportCount = z.infer<typeof reportCountSchema>;

/** One period of the timeline; `users` is null for a customer (not their figure). */
const reportPeriodSchema = z.object({
  period: z.string(),
  adverts: z.number().int(),
  users: z.number().int().nullable(),
  tourRequests: z.number().int(),
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

const reportTopAdvertSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  count: z.number().int(),
});
export type ReportTopAdvert = z.infer<typeof reportTopAdvertSchema>;

/** How many cities the report names; the rest are summed as "Other". */
export const REPORT_TOP_CITIES = 10;
export const REPORT_OTHER_LABEL = 'Other';

/**
 * GET /report/range: every figure of the Reports page for one range, scoped to the viewer
 * (docs/product.md#reports): `MARKETPLACE` for staff, `OWN` (their adverts and the tour requests on
 * them, no user counts) for a customer. Adverts are those posted in the range, grouped by their
 * current status, category, type and city; tour requests those made in the range. Periods start on
 * the day, on Monday (ISO weeks) or on the first of the month, in UTC.
 */
export const rangeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(REPORT_INTERVALS),
  scope: z.enum(['MARKETPLACE', 'OWN']),
  advertsByStatus: z.array(reportCountSchema),
  advertsByCategory: z.array(reportCountSchema),
  advertsByType: z.array(reportCountSchema),
  advertsByCity: z.array(reportCountSchema),
  timeline: z.array(reportPeriodSchema),
  /** Views are kept as a running count per advert, so these rank the range's adverts by it. */
  mostViewed: z.array(reportTopAdvertSchema),
  /** Ranked by the tour requests made in the range. */
  mostRequested: z.array(reportTopAdvertSchema),
});
export type RangeReport = z.infer<typeof rangeReportSchema>;
