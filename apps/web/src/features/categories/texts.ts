import { registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/categories.json';

/**
 * The categories pages' texts (list, create and edit forms, property keys; docs/i18n.md): they
 * load with the pages' own chunk, Turkish only for Turkish readers.
 */
export const useCategoriesT = registerPageTexts(
  'categories',
  english,
  () => import('../../i18n/locales/tr/categories.json'),
);
