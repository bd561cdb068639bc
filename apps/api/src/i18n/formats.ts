import type { Language } from '@estate/contracts';

/** The `Intl` locale of each language: English as in the US ($1,250.00), Turkish as in Türkiye (1.250 ₺). */
const LOCALES: Record<Language, string> = { en: 'en-US', tr: 'tr-TR' };

/**
 * A price for an e-mail or a page title: the currency's own sign, the reader's separators. English
 * keeps two decimals before the number ($1,250,000.00); Turkish writes the sign after it and drops
 * the cents of a whole amount (1.250.000 ₺), as the web pages do (docs/product.md#prices).
 */
export function formatPrice(value: number, currency: string, language: Language): string {
  if (language === 'en')
    return new Intl.NumberFormat(LOCALES.en, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  const whole = Number.isInteger(Math.round(value * 100) / 100);
  const number = new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
  const sign =
    new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency;
  return `${number}\u00a0${sign}`;
}

export const formatNumber = (value: number, language: Language) =>
  new Intl.NumberFormat(LOCALES[language]).format(value);

/** A day, written out for the reader ("27 November 2026", "27 Kasım 2026"). */
export const formatDate = (date: Date, language: Language, timeZone = 'UTC') =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone }).format(date);

/** A day and a time of day on the clocks of `timeZone`. */
export const formatDateTime = (date: Date, language: Language, timeZone = 'UTC') =>
  new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(date);

/**
 * A wall-clock time as stored for a tour ("2026-12-01T10:30", already the property's local time),
 * as its day and time of day in the reader's language, whatever zone the server runs in.
 */
export function wallClockParts(wallClock: string, language: Language) {
  const instant = new Date(`${wallClock.slice(0, 16)}:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' }).format(instant);
  return { date: part({ dateStyle: 'full' }), time: part({ timeStyle: 'short' }) };
}
