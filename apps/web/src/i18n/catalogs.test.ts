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

describe('the catalogs', () => {
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
