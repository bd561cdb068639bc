import { currentLanguage, t } from '../../../i18n';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** "today", "yesterday", "12 days ago", "3 months ago", in the reader's language. */
export function agoText(when: string, now: number = Date.now()): string {
  const days = Math.max(0, Math.floor((now - new Date(when).getTime()) / DAY_MS));
  const format = new Intl.RelativeTimeFormat(currentLanguage(), { numeric: 'auto' });
  if (days < 31) return format.format(-days, 'day');
  if (days < 365) return format.format(-Math.floor(days / 30.44), 'month');
  return format.format(-Math.floor(days / 365.25), 'year');
}

/** "Listed 12 days ago" (docs/product.md#advert-page), from the advert's creation date. */
export const listedText = (createAt: string, now?: number): string =>
  t('adverts.listedAgo', { ago: agoText(createAt, now) });

/**
 * "Updated 3 days ago" when the owner changed the advert at least an hour after listing it;
 * undefined otherwise (an advert never changed is not "updated").
 */
export function updatedText(
  advert: { createAt: string; updateAt?: string },
  now?: number,
): string | undefined {
  if (!advert.updateAt) return undefined;
  const changed = new Date(advert.updateAt).getTime() - new Date(advert.createAt).getTime();
  if (changed < HOUR_MS) return undefined;
  return t('adverts.updatedAgo', { ago: agoText(advert.updateAt, now) });
}
