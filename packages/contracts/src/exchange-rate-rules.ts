/**
 * Exchange rates' rules and the conversion of a price (docs/product.md#exchange-rates), without
 * zod: the public pages convert prices on the first load (decision 0013).
 */
export const MAX_EXCHANGE_RATE = 1_000_000;
/** A rate older than this many days is flagged on the staff dashboard. */
export const EXCHANGE_RATE_MAX_AGE_DAYS = 7;

export const EXCHANGE_RATE_MESSAGES = {
  rateInvalid: 'A rate must be a number above 0 and at most 1,000,000',
  dateInvalid: 'A rate date must be a day written YYYY-MM-DD',
  dateInFuture: 'A rate date cannot be in the future',
  siteCurrencyFixed: "The site currency's rate is always 1",
  fileTooLong: 'A rates file may be at most 200,000 characters',
  noImportAddress: 'No rates address is set (EXCHANGE_RATES_URL); choose a rates file instead',
  importUnreachable: 'The rates address could not be read',
  fileEmpty: 'The rates file holds no rates',
  siteCurrencyMissing: 'The rates file has no rate for the site currency',
  /** The first malformed line of a rates file, by its number. */
  malformedLine: (line: number) =>
    `Line ${line} of the rates file is not a date or a currency with its rate`,
} as const;

/** A rate as the lists use it: the value of one unit in the site currency, and its day. */
export interface RateOf {
  currency: string;
  rate: number;
  rateDate: string;
}

/**
 * A price in another currency at the given rates, and the day of the older rate used; undefined
 * when either currency has no rate.
 */
export function convertPrice(
  price: number,
  from: string,
  to: string,
  rates: readonly RateOf[],
): { price: number; rateDate: string } | undefined {
  const source = rates.find((r) => r.currency === from);
  const target = rates.find((r) => r.currency === to);
  if (!source || !target) return undefined;
  const rateDate = source.rateDate < target.rateDate ? source.rateDate : target.rateDate;
  return { price: Math.round(((price * source.rate) / target.rate) * 100) / 100, rateDate };
}
