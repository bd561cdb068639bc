import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * The value of one unit of each currency in the site currency, dated, with where it came from
 * (docs/product.md#exchange-rates, migration 0052). `appliedRate` is the rate the adverts'
 * price_site reflects; the rates job converts again while it differs from `rate`.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    updatedAt: updatedAt(),
    appliedRate: numeric('applied_rate', { precision: 20, scale: 10 }),
  },
  (t) => [
    check('exchange_rates_currency_ck', sql`${t.currency} IN ('USD', 'EUR', 'GBP', 'TRY')`),
    check('exchange_rates_rate_ck', sql`${t.rate} > 0 AND ${t.rate} <= 1000000`),
  ],
);
