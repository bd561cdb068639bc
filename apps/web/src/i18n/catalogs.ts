import en from './locales/en';

/**
 * A language's texts, one JSON file per feature namespace (locales/<language>/<namespace>.json),
 * ICU MessageFormat compiled at build time (vite.config.ts, i18nCatalogs).
 */
export type Catalog = {
  [Namespace in keyof typeof en]: Record<keyof (typeof en)[Namespace], unknown>;
};

/** "namespace.key", every text the English catalog has. */
export type MessageId = {
  [Namespace in keyof typeof en & string]: `${Namespace}.${keyof (typeof en)[Namespace] & string}`;
}[keyof typeof en & string];

/** The catalog as Lingui reads it: one flat table keyed "namespace.key". */
export function flatten(catalog: Catalog): Record<string, never> {
  const flat: Record<string, unknown> = {};
  for (const [namespace, texts] of Object.entries(catalog))
    for (const [key, text] of Object.entries(texts as Record<string, unknown>))
      flat[`${namespace}.${key}`] = text;
  return flat as Record<string, never>;
}

export { en };
