import { formatPrice as formatMoney, t } from '../../../i18n';
/** Card title cut (docs/product.md#constants). */
export const TITLE_MAX_LENGTH = 40;

/**
 * A price with cents in its currency, US dollars when none is given: 1250000 → "$1,250,000.00",
 * 0 → "$0.00", EUR 2400 → "€2,400.00" (docs/product.md#prices); Turkish "1.250.000 ₺".
 */
export const formatPrice = (price: number, currency?: string): string =>
  formatMoney(price, currency);

/** The title cut to 40 characters (whole characters, not UTF-16 halves), with an ellipsis when cut. */
export function truncateTitle(title: string, max = TITLE_MAX_LENGTH): string {
  const chars = Array.from(title);
  if (chars.length <= max) return title;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** "1 property", "66 properties"; "66 ilan". */
export const propertyCount = (n: number): string => t('adverts.propertyCount', { count: n });
