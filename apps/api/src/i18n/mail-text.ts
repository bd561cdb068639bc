import type { Language } from '@estate/contracts';
import { translator } from './i18next';
import type { MAILS_EN } from './mails.en';
import type { PAGES_EN } from './pages.en';

/** A sentence's name; plural ones are named without i18next's `_one`/`_other` ending. */
type WithoutPlural<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
export type MailKey = WithoutPlural<keyof typeof MAILS_EN>;
type Values = Record<string, string | number>;

/** The e-mails' sentences in the recipient's language (the values are filled in as given). */
export function mailText(language: Language) {
  const t = translator(language, 'mails');
  return (key: MailKey, values: Values = {}): string => t(key, values);
}

/** The head texts of the pages for search engines in `language`. */
export function pageText(language: Language) {
  const t = translator(language, 'pages');
  return (key: keyof typeof PAGES_EN, values: Values = {}): string => t(key, values);
}
