import { z } from 'zod';

/** The languages the site speaks (docs/product.md#languages); the first is the fallback. */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_MESSAGES = {
  unknownLanguage: 'Choose one of the languages: en, tr',
} as const;

export const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.unknownLanguage });

/** PUT /user/auth/language: the language the person reads, kept on the account (e-mails use it). */
export const languageChangeSchema = z.strictObject({ language: languageSchema });
export type LanguageChange = z.infer<typeof languageChangeSchema>;

/** The supported language an `Accept-Language`-like list prefers, or the fallback. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split('-')[0];
    const found = LANGUAGES.find((language) => language === base);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}
