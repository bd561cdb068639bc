import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { en, flatten, type Catalog, type MessageId } from './catalogs';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** The locale tags Intl formats with: English keeps the site's US numbers (docs/product.md#prices). */
export const LOCALE_TAGS: Record<Language, string> = { en: 'en-US', tr: 'tr-TR' };

// English comes with the first load (no round trip before the first paint); Turkish is a chunk
// fetched only for Turkish readers (docs/product.md#languages).
const loaders: Record<Language, () => Promise<Catalog>> = {
  en: () => Promise.resolve(en),
  tr: () => import('./locales/tr').then((module) => module.default),
};

i18n.load('en', flatten(en));
i18n.activate(DEFAULT_LANGUAGE, [LOCALE_TAGS.en]);

export const currentLanguage = (): Language => i18n.locale as Language;

const loaded = new Set<Language>(['en']);

/** Loads the language's texts when first needed, then switches every reader to them. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    i18n.load(language, flatten(await loaders[language]()));
    loaded.add(language);
  }
  if (i18n.locale !== language) i18n.activate(language, [LOCALE_TAGS[language]]);
}

export type Values = Record<string, string | number | null | undefined>;

/** The text `id` in the current language, `{name}` placeholders and plurals filled from `values`. */
export const t = (id: MessageId, values?: Values): string => i18n._(id, values);

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * Told of every change of language (answers read in the old one are read again), not of texts
 * loaded for the current one: Lingui says "change" for both, and a Turkish page loading its own
 * texts read again every answer it had been sent with.
 */
export function onLanguageChange(onChange: () => void): () => void {
  let language = currentLanguage();
  return subscribe(() => {
    if (currentLanguage() === language) return;
    language = currentLanguage();
    onChange();
  });
}

/** The current language; the component draws again when it changes. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage);

/** `t`, with the component drawn again when the language changes. */
export function useT(): typeof t {
  useLanguage();
  return t;
}
