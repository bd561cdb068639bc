import { describe, expect, it } from 'vitest';

// Every namespace of every language, the first load's and the later pages' alike.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function keysOf(language: string): string[] {
  return Object.entries(files)
    .filter(([path]) => path.startsWith(`./locales/${language}/`))
    .flatMap(([path, texts]) => {
      const namespace = path.split('/')[3]!.replace(/\.json$/, '');
      return Object.keys(texts).map((key) => `${namespace}.${key}`);
    })
    .sort();
}

/**
 * Texts that read the same in both languages (docs/product.md#languages): brand names, units and
 * loanwords. Anything else left identical in Turkish is an untranslated text.
 */
const SAME_IN_BOTH = new Set(['Demo', 'm²']);

/** A text of placeholders and punctuation only ("{slot} ({note})") has nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));

function textsOf(language: string): Map<string, unknown> {
  return new Map(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./locales/${language}/`))
      .flatMap(([path, texts]) => {
        const namespace = path.split('/')[3]!.replace(/\.json$/, '');
        return Object.entries(texts).map(([key, text]) => [`${namespace}.${key}`, text] as const);
      }),
  );
}

describe('the catalogs', () => {
  it('leave no English text untranslated in Turkish, but for a short allow-list', () => {
    const turkish = textsOf('tr');
    const untranslated = [...textsOf('en')]
      .filter(([key, text]) => typeof text === 'string' && turkish.get(key) === text)
      .filter(([, text]) => hasWords(text as string) && !SAME_IN_BOTH.has(text as string))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('say which texts are left the same: the allow-list is short', () => {
    expect(SAME_IN_BOTH.size).toBeLessThanOrEqual(10);
    expect(hasWords('{slot} ({note})')).toBe(false);
    expect(hasWords('Rent: {title}')).toBe(true);
  });

  it('have the same namespaces and keys in English and Turkish', () => {
    const english = keysOf('en');
    const turkish = keysOf('tr');
    expect(english.length).toBeGreaterThan(50);
    expect(english.filter((key) => !turkish.includes(key))).toEqual([]);
    expect(turkish.filter((key) => !english.includes(key))).toEqual([]);
  });

  it('have no empty text', () => {
    for (const texts of Object.values(files))
      for (const text of Object.values(texts)) expect(text).not.toEqual([]);
  });
});
