import { z } from 'zod';
import { emptyAsUndefined } from './common';

/** How far back a performance chart may reach, in days (today included). */
export const PERFORMANCE_MAX_DAYS = 90;
export const PERFORMANCE_DEFAULT_DAYS = 30;

/** GET /adverts/auth/{id}/performance?days=30 */
export const advertPerformanceQuerySchema = z.object({
  days: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'days must be a number' })
      .int('days must be a whole number')
      .min(1, 'days must be at least 1')
      .max(PERFORMANCE_MAX_DAYS, `days must be at most ${PERFORMANCE_MAX_DAYS}`)
      .default(PERFORMANCE_DEFAULT_DAYS),
  ),
});
export type AdvertPerformanceQuery = z.infer<typeof advertPerformanceQuerySchema>;

const figuresSchema = z.object({
  /** Views counted (once per viewer and hour, the owner's own not counted). */
  views: z.number().int(),
  /** Favourites added that day and still kept. */
  favorites: z.number().int(),
  /** Tour requests received that day. */
  tourRequests: z.number().int(),
});
export type PerformanceFigures = z.infer<typeof figuresSchema>;

export const performanceDaySchema = figuresSchema.extend({
  /** A UTC day, YYYY-MM-DD. */
  date: z.string(),
});
export type PerformanceDay = z.infer<typeof performanceDaySchema>;

/** One entry per day from `from` to `to` (UTC), days without activity included as zeros. */
export const advertPerformanceSchema = z.object({
  advertId: z.number().int(),
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: figuresSchema,
  series: z.array(performanceDaySchema),
});
export type AdvertPerformance = z.infer<typeof advertPerformanceSchema>;
