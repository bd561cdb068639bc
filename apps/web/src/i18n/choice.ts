import { activateLanguage, currentLanguage } from './runtime';
import { loadOpenedPageTexts } from './page-texts';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from './languages';

/** Local storage key of the chosen language (docs/product.md#languages). */
export const LANGUAGE_STORAGE_KEY = 'language';
/** The address search engines get for each language: `/?lang=tr`. */
export const LANGUAGE_QUERY = 'lang';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored choice; an unknown value counts as none. */
export function storedLanguage(): Language | undefined {
  const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : undefined;
}

/** `?lang=` first, then the kept choice, then the browser's languages; unknown codes fall back. */
export function initialLanguage(): Language {
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY);
  if (asked !== null) return isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
  return storedLanguage() ?? pickLanguage(navigator.languages ?? [navigator.language]);
}

async function apply(language: Language): Promise<void> {
  await loadOpenedPageTexts(language);
  await activateLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Start-up: the language the page opens in, its texts loaded before the first render (a Turkish
 * reader never sees the English page first). A `?lang=` choice is kept like a click on the switcher.
 */
export function startLanguage(): Promise<void> {
  const language = initialLanguage();
  if (new URLSearchParams(window.location.search).has(LANGUAGE_QUERY)) {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  }
  return apply(language).catch(() => apply(DEFAULT_LANGUAGE));
}

type Listener = (language: Language) => void;
const listeners = new Set<Listener>();

/** Told of every choice made on the switcher (the signed-in account keeps it too). */
export function onLanguageChosen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Session storage key of a choice made on the switcher in this tab, until a login reads it. */
const CHOSEN_KEY = 'languageChosen';

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The language picked on the switcher in this tab since the last login, once: at login it
 * becomes the account's (docs/product.md#languages).
 */
export function takeChosenLanguage(): Language | undefined {
  const value = tabStorage()?.getItem(CHOSEN_KEY);
  tabStorage()?.removeItem(CHOSEN_KEY);
  return isLanguage(value) ? value : undefined;
}

/** The person's own choice: kept in the browser, applied, and told to the listeners. */
export async function chooseLanguage(language: Language): Promise<void> {
  tabStorage()?.setItem(CHOSEN_KEY, language);
  await adoptLanguage(language);
  for (const listener of listeners) listener(language);
}

/** A choice that comes from elsewhere (the account's language at login): kept and applied. */
export async function adoptLanguage(language: unknown): Promise<void> {
  if (!isLanguage(language)) return;
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  if (language !== currentLanguage() || document.documentElement.lang !== language)
    await apply(language);
}
