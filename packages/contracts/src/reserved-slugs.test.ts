import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReservedSlug, RESERVED_SLUGS } from './reserved-slugs';

// A slug cannot be a route's name (docs/product.md#slugs).
describe('isReservedSlug', () => {
  it('reserves the names the product lists', () => {
    for (const word of ['admin', 'api', 'auth', 'dashboard', 'login', 'properties', 'property'])
      expect(isReservedSlug(word)).toBe(true);
    expect(isReservedSlug('sitemap')).toBe(true);
  });
  it('reserves the fixed segments of the web pages', () => {
    for (const word of ['my-adverts', 'registerconfirm', 'privacy-policy', 'web-site'])
      expect(RESERVED_SLUGS.has(word)).toBe(true);
  });
  it('reserves the sitemap pages', () => {
    expect(isReservedSlug('sitemap-adverts-0')).toBe(true);
    expect(isReservedSlug('sitemap-adverts-12')).toBe(true);
    expect(isReservedSlug('sitemap-adverts-x')).toBe(false);
  });
  it('reads a word whatever its case and surrounding spaces', () => {
    const reserved = fc.constantFrom(...RESERVED_SLUGS);
    fc.assert(
      fc.property(reserved, fc.boolean(), (word, upper) =>
        isReservedSlug(` ${upper ? word.toUpperCase() : word} `),
      ),
    );
  });
  it('leaves a reserved word with a numbered suffix free, so the slug generator ends', () => {
    const reserved = fc.constantFrom(...RESERVED_SLUGS);
    fc.assert(
      fc.property(reserved, fc.integer({ min: 2, max: 10_000 }), (word, n) => {
        expect(isReservedSlug(`${word}-${n}`)).toBe(false);
      }),
    );
  });
  it('leaves ordinary slugs free', () => {
    expect(isReservedSlug('sunny-flat-in-besiktas')).toBe(false);
  });
});
