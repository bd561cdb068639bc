import type { Language } from '@estate/contracts';
import { translator } from './i18next';
import type { MAILS_EN } from './mails.en';

/** A sentence's name; plural ones are named without i18next's `_one`/`_other` ending. */
type WithoutPlural<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
export type MailKey = WithoutPlural<keyof typeof MAILS_EN>;
type Values = Record<string, string | number>;

/** The e-mails' sentences in the recipient's language (the values are filled in as given). */
export function mailText(language: Language) {
  const t = translator(language, 'mails');
  return (key: MailKey, values: Values = {}): string => t(key, values);
}
