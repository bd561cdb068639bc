import { i18n } from '@lingui/core';
import { use } from 'react';
import { useLanguage, type Values } from './runtime';
import type { Language } from './languages';

type Texts = Record<string, unknown>;
type Loader = () => Promise<{ default: Texts }>;

// The texts are compiled at build time (vite.config.ts), whatever their JSON type says.
const prefixed = (namespace: string, texts: Texts): Record<string, never> =>
  Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [`${namespace}.${key}`, text]),
  ) as Record<string, never>;

/** Namespaces of pages that load later: their Turkish loader, and each language's load. */
const pages = new Map<string, { tr: Loader; loads: Map<Language, Promise<void>> }>();
const ready = new Set<string>();

function load(namespace: string, language: Language): Promise<void> {
  const page = pages.get(namespace)!;
  let loading = page.loads.get(language);
  if (!loading) {
    loading = page.tr().then((module) => {
      i18n.load(language, prefixed(namespace, module.default));
      ready.add(`${namespace}:${language}`);
    });
    page.loads.set(language, loading);
  }
  return loading;
}

/**
 * The texts, in `language`, of every page opened so far: a switch of language waits for them, so
 * an open page changes language at once instead of falling back to its loading state.
 */
export function loadOpenedPageTexts(language: Language): Promise<void> {
  return Promise.all([...pages.keys()].map((namespace) => load(namespace, language))).then(
    () => undefined,
  );
}

/**
 * Starts fetching, side by side, the reader's texts of every page registered so far: a chunk that
 * brings several pages' parts (each suspending for its own texts) calls it once, so a Turkish
 * reader waits for one round trip instead of one per part.
 */
export function preloadRegisteredPageTexts(): void {
  const language = i18n.locale as Language;
  if (language !== 'en') void loadOpenedPageTexts(language);
}

/**
 * The texts of a page that loads later (docs/i18n.md): English comes with the page's own code
 * (never with the first load), Turkish is fetched when the page is read in Turkish. Call once in
 * the page's module; `usePageT` then reads them.
 */
export function registerPageTexts<T extends Texts>(namespace: string, english: T, turkish: Loader) {
  if (!pages.has(namespace)) {
    i18n.load('en', prefixed(namespace, english));
    pages.set(namespace, { tr: turkish, loads: new Map([['en', Promise.resolve()]]) });
    ready.add(`${namespace}:en`);
  }
  /** The page's `t`: keys of its English file; the component waits for its Turkish texts. */
  return function usePageT() {
    const language = useLanguage();
    // Suspends only while the texts are on their way, never for English.
    if (!ready.has(`${namespace}:${language}`)) use(load(namespace, language));
    return (key: keyof T & string, values?: Values): string =>
      i18n._(`${namespace}.${key}`, values);
  };
}
