import { registerPageTexts, t, type MessageId, type Values } from '../../../../i18n';
import english from '../../../../i18n/locales/en/advert.json';

/**
 * The advert page's texts (docs/i18n.md): they load with the advert page's own chunk, Turkish
 * only for Turkish readers.
 */
export const useAdvertT = registerPageTexts(
  'advert',
  english,
  () => import('../../../../i18n/locales/tr/advert.json'),
);

export type AdvertTextKey = keyof typeof english;

/** The same texts outside React (a helper called while drawing, after `useAdvertT`). */
export const advertText = (key: AdvertTextKey, values?: Values): string =>
  t(`advert.${key}` as MessageId, values);
