/**
 * The languages the site speaks (docs/product.md#languages), as @estate/contracts/languages has
 * them: that module builds zod schemas and the first load carries no zod (decision 0013), so the
 * few values are repeated here; languages.test.ts keeps the two equal.
 */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The names the switcher shows, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe' };

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((language) => language === value);

/** The supported language an `Accept-Language`-like list prefers, or English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
