import { formatPrice as formatMoney } from '@estate/contracts/property-values';
/**
 * A price with cents in its currency, US dollars when none is given: 1250000 → "$1,250,000.00",
 * 0 → "$0.00", EUR 2400 → "€2,400.00" (docs/product.md#prices).
 */
export const formatPrice = (price: number, currency?: string): string =>
  formatMoney(price, currency);

/** "Date published" is the first 10 characters of the creation date (docs/product.md#constants). */
export const publishedDate = (createAt: string): string => createAt.slice(0, 10);
