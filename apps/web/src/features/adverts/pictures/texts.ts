import { IMAGE_UPLOAD_LIMITS, IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';
import { registerPageTexts, t, type MessageId } from '../../../i18n';
import english from '../../../i18n/locales/en/pictures.json';

/** The picker's and the saved pictures' texts: they load with the advert forms (docs/i18n.md). */
export const usePicturesT = registerPageTexts(
  'pictures',
  english,
  () => import('../../../i18n/locales/tr/pictures.json'),
);

/** The English texts, word for word, for the tests that look for them. */
export const PICTURES_ENGLISH = english;

const REFUSALS: Record<string, keyof typeof english> = {
  [IMAGE_UPLOAD_MESSAGES.wrongType]: 'refused.wrongType',
  [IMAGE_UPLOAD_MESSAGES.tooLarge]: 'refused.tooLarge',
  [IMAGE_UPLOAD_MESSAGES.tooMany]: 'refused.tooMany',
};

/** A picture rule's message (the contract's English) in the reader's language; others as they are. */
export function refusalText(message: string): string {
  const key = REFUSALS[message];
  return key
    ? t(`pictures.${key}` as MessageId, { count: IMAGE_UPLOAD_LIMITS.maxPerAdvert })
    : message;
}

/** The same texts outside React (a toast after a change, once `usePicturesT` has drawn). */
export const picturesText = (key: keyof typeof english): string =>
  t(`pictures.${key}` as MessageId);
