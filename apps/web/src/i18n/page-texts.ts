import { i18n } from '@lingui/core';
import { use, useState, type ReactPromise } from 'react';
import { useLanguage, type Values } from './runtime';
import type { Language } from './languages';

type Texts = Record<string, unknown>;
type Loader = () => Promise<{ default: Texts }>;
/** A load as React's use() reads it (ReactPromise): once settled, use() answers at once. */
type Load = Promise<void> & { status: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };

// The texts are compiled at build time (vite.config.ts), whatever their JSON type says.
const prefixed = (namespace: string, texts: Texts): Record<string, never> =>
  Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [`${namespace}.${key}`, text]),
  ) as Record<string, never>;

/** Namespaces of pages that load later: their Turkish loader, and each language's load. */
const pages = new Map<string, { tr: Loader; loads: Map<Language, Load> }>();

/** Marks `promise` done when it settles, so a later use() reads it without suspending. */
function tracked(promise: Promise<void>, status: Load['status'] = 'pending'): Load {
  const load: Load = Object.assign(promise, { status });
  promise.then(
    () => {
      load.status = 'fulfilled';
    },
    (reason: unknown) => {
      load.status = 'rejected';
      load.reason = reason;
    },
  );
  return load;
}

function load(namespace: string, language: Language): Load {
  const page = pages.get(namespace)!;
  let loading = page.loads.get(language);
  if (!loading) {
    loading = tracked(
      page.tr().then((module) => i18n.load(language, prefixed(namespace, module.default))),
    );
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
    pages.set(namespace, {
      tr: turkish,
      loads: new Map([['en', tracked(Promise.resolve(), 'fulfilled')]]),
    });
  }
  /** The page's `t`: keys of its English file; the component waits for its Turkish texts. */
  return function usePageT() {
    const language = useLanguage();
    const loading = load(namespace, language);
    // A render that waited for the texts must call use() again when React replays it, though the
    // texts are here by then: skipping it broke the page (React error #467, decision 0059). Hook
    // state survives that replay; a page that starts with its texts (English always) never waits.
    const [waited] = useState(() => loading.status !== 'fulfilled');
    if (waited || loading.status !== 'fulfilled') use(loading as ReactPromise<void>);
    return (key: keyof T & string, values?: Values): string =>
      i18n._(`${namespace}.${key}`, values);
  };
}
