// The zod-free module itself: prices are drawn on the first load (decision 0013).
import { formatPrice as formatUsPrice } from '@estate/contracts/property-values';
import { nextTask } from '../lib/next-task';
import { currentLanguage, LOCALE_TAGS } from './runtime';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = LOCALE_TAGS[currentLanguage()];
  const key = `n${tag}${JSON.stringify(options ?? {})}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

/** 1250 → "1,250" in English, "1.250" in Turkish. */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  numberFormat(options).format(value);

/**
 * A price in its currency: "$1,250,000.00" in English (docs/product.md#prices, the site's own
 * symbols); in Turkish the sign follows the number and whole amounts drop the cents, as Turkish
 * is written: "1.250.000 ₺", "2.400,50 €".
 */
export function formatPrice(value: number, currency = 'USD'): string {
  if (currentLanguage() === 'en') return formatUsPrice(value, currency);
  const whole = Number.isInteger(Math.round(value * 100) / 100);
  const number = numberFormat({
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
  const sign =
    numberFormat({ style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency;
  return `${number}\u00a0${sign}`;
}

/** Dates read day first in both languages: "27 November 2026", "27 Kasım 2026". */
export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions) {
  const language = currentLanguage();
  const tag = language === 'en' ? 'en-GB' : LOCALE_TAGS[language];
  const key = `d${tag}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

/**
 * The browser loads its number, plural and date data the first time a page formats anything: a
 * tenth of a second on a slow phone, inside whichever component formats first. main.tsx calls this
 * before the first render, so that cost is paid in tasks of its own instead of lengthening the
 * render's (docs/product.md#first-load). Each kind is created once more later, at no real cost.
 */
export async function loadFormatData(): Promise<void> {
  await nextTask();
  const tag = LOCALE_TAGS[currentLanguage()];
  new Intl.NumberFormat(tag).format(1);
  await nextTask();
  new Intl.PluralRules(tag).select(1);
  await nextTask();
  new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(-1, 'day');
  new Intl.DateTimeFormat(tag).format(0);
}
