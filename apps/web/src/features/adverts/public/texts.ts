import { registerPageTexts } from '../../../i18n';
import english from '../../../i18n/locales/en/properties.json';

/**
 * The property list's texts (docs/i18n.md): they load with the list's own chunk, never with the
 * home page's first load, and Turkish only for Turkish readers.
 */
export const usePropertiesT = registerPageTexts(
  'properties',
  english,
  () => import('../../../i18n/locales/tr/properties.json'),
);

export type PropertiesTextKey = keyof typeof english;
