import { registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/agency-page.json';

/** The agency page's texts (docs/i18n.md), loaded with the page only. */
export const useAgencyPageT = registerPageTexts(
  'agency-page',
  english,
  () => import('../../i18n/locales/tr/agency-page.json'),
);

export type AgencyPageTextKey = keyof typeof english;
