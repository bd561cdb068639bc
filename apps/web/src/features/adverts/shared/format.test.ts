import { describe, expect, it } from 'vitest';
import { formatPrice, propertyCount, truncateTitle } from './format';

describe('formatPrice', () => {
  it.each([
    [1_250_000, '$1,250,000.00'],
    [950, '$950.00'],
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
  ])('shows %d as %s', (price, shown) => {
    expect(formatPrice(price)).toBe(shown);
  });
});

describe('truncateTitle', () => {
  it('keeps a title of 40 characters whole', () => {
    const title = 'x'.repeat(40);
    expect(truncateTitle(title)).toBe(title);
  });

  it('cuts a longer title to its first 40 characters and adds an ellipsis', () => {
    const title = 'Top-floor flat with balcony in Sarrià, Barcelona';
    expect(truncateTitle(title)).toBe('Top-floor flat with balcony in Sarrià, B…');
    expect(truncateTitle(title).length).toBe(41);
  });
});

describe('propertyCount', () => {
  it('says property for one and properties otherwise', () => {
    expect(propertyCount(1)).toBe('1 property');
    expect(propertyCount(0)).toBe('0 properties');
    expect(propertyCount(1234)).toBe('1,234 properties');
  });
});
