import { z } from 'zod';
import { currencySchema } from './property-types';
import { EXCHANGE_RATE_MESSAGES as M, MAX_EXCHANGE_RATE } from './exchange-rate-rules';

export * from './exchange-rate-rules';

/** One currency's rate: the value of one unit of it in the site currency (docs/product.md#exchange-rates). */
export const exchangeRateSchema = z.object({
  currency: currencySchema,
  rate: z.number(),
  /** The day the rate is for, YYYY-MM-DD. */
  rateDate: z.string(),
  /** Where it came from: "demo", "manual" (typed by staff), "ecb-file" or "ecb-url". */
  source: z.string(),
  updatedAt: z.string(),
  /** Older than EXCHANGE_RATE_MAX_AGE_DAYS: the staff dashboard flags it. */
  stale: z.boolean(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeRatesSchema = z.object({
  /** The Web Site page's default currency, whose own rate is always 1. */
  siteCurrency: currencySchema,
  rates: z.array(exchangeRateSchema),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

export const currencyParamsSchema = z.object({ currency: currencySchema });

/** A day written YYYY-MM-DD that exists in the calendar. */
const daySchema = z
  .string({ error: M.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
  }, M.dateInvalid);

/** Staff typing a rate in the back office. */
export const exchangeRateUpdateSchema = z.object({
  rate: z
    .number({ error: M.rateInvalid })
    .positive(M.rateInvalid)
    .max(MAX_EXCHANGE_RATE, M.rateInvalid),
  rateDate: daySchema,
});
export type ExchangeRateUpdate = z.infer<typeof exchangeRateUpdateSchema>;

/** An import: the text of a rates file in the ECB daily format, or nothing for the set address. */
export const exchangeRatesImportSchema = z.object({
  xml: z.string().max(200_000, M.fileTooLong).optional(),
});
export type ExchangeRatesImport = z.infer<typeof exchangeRatesImportSchema>;
