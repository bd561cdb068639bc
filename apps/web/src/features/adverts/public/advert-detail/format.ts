import { currentLanguage, formatDate, formatPrice as formatMoney } from '../../../../i18n';
/**
 * A price with cents in its currency, US dollars when none is given: 1250000 → "$1,250,000.00",
 * 0 → "$0.00", EUR 2400 → "€2,400.00" (docs/product.md#prices); Turkish "1.250.000 ₺".
 */
export const formatPrice = (price: number, currency?: string): string =>
  formatMoney(price, currency);

/**
 * "Date published" is the first 10 characters of the creation date in English
 * (docs/product.md#constants); Turkish readers get the date as they write it, "9 Mart 2025".
 */
export const publishedDate = (createAt: string): string =>
  currentLanguage() === 'en'
    ? createAt.slice(0, 10)
    : formatDate(createAt, { day: 'numeric', month: 'long', year: 'numeric' });
