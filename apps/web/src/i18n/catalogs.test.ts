import { describe, expect, it } from 'vitest';
import en from './locales/en';
import tr from './locales/tr';

const keysOf = (catalog: Record<string, Record<string, unknown>>) =>
  Object.entries(catalog).flatMap(([namespace, texts]) =>
    Object.keys(texts).map((key) => `${namespace}.${key}`),
  );

describe('the catalogs', () => {
  it('have the same namespaces and keys in English and Turkish', () => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    const english = keysOf(en);
    const turkish = keysOf(tr);
    expect(english.filter((key) => !turkish.includes(key))).toEqual([]);
    expect(turkish.filter((key) => !english.includes(key))).toEqual([]);
  });

  it('have no empty text', () => {
    for (const catalog of [en, tr])
      for (const texts of Object.values(catalog))
        for (const text of Object.values(texts)) expect(text).not.toEqual([]);
  });
});
