import type { AdvertFacts } from '@estate/contracts';
import { formatNumber, formatPrice as formatMoney, t } from '../../../i18n';

/** What a price line reads of an advert; older answers may lack currency and facts. */
export interface PricedAdvert {
  price: number;
  currency?: string;
  advertTypeName: string;
  facts?: AdvertFacts;
}

/**
 * Rent adverts are priced by the month (docs/product.md#prices); the type's name comes in the
 * reader's language: "Rent", "Kiralık".
 */
export const isRent = (advert: PricedAdvert) => /^(rent|kiral)/i.test(advert.advertTypeName.trim());

/** "$1,250,000.00", "€2,400.00 /month": the price in its currency, a rent by the month. */
export const priceText = (advert: PricedAdvert): string =>
  isRent(advert)
    ? t('adverts.perMonth', { price: formatMoney(advert.price, advert.currency) })
    : formatMoney(advert.price, advert.currency);

/** "$10,416.67 /m²" when the category has an area key with a value; otherwise undefined. */
export function pricePerArea(advert: PricedAdvert): string | undefined {
  const area = advert.facts?.area;
  if (!area || area <= 0) return undefined;
  const unit = advert.facts?.areaUnit ?? 'm²';
  return `${formatMoney(advert.price / area, advert.currency)} /${unit}`;
}

/** "3 beds · 2 baths · 95 m²", from the typed keys; empty when the advert has none of them. */
export function factsText(facts: AdvertFacts | undefined): string {
  if (!facts) return '';
  const parts: string[] = [];
  if (facts.bedrooms !== null) parts.push(t('adverts.beds', { count: facts.bedrooms }));
  if (facts.bathrooms !== null) parts.push(t('adverts.baths', { count: facts.bathrooms }));
  if (facts.area !== null) parts.push(`${formatNumber(facts.area)} ${facts.areaUnit ?? 'm²'}`);
  return parts.join(' · ');
}

/**
 * A typed value as a detail reads it: measures keep their unit ("280 m²"), counted units do not
 * repeat the key's name ("Bedrooms: 5", not "5 rooms"; "Year built: 2005").
 */
export function valueWithUnit(value: string, unit: string | null | undefined): string {
  // Counted units in either language: year, room(s), floor(s); yıl, oda, kat.
  if (!unit || !/^[a-zµ]{1,3}[²³]?$/i.test(unit) || /^(year|room|floor|oda|kat)/i.test(unit))
    return value;
  return `${value} ${unit}`;
}
