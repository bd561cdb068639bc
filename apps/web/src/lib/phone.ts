import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as people of its country write it, with its country code: "+905551110001" →
 * "+90 555 111 00 01", "+447700900123" → "+44 7700 900123" (docs/product.md#advertiser-card).
 * A number without its country code, or one the library does not know, is shown as it was kept.
 */
export function formatPhone(kept: string): string {
  const number = parsePhoneNumberFromString(kept.trim());
  return number?.isPossible() ? number.formatInternational() : kept;
}
