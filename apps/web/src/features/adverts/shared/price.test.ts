import { describe, expect, it } from 'vitest';
import { factsText, pricePerArea, priceText, valueWithUnit } from './price';

const facts = { bedrooms: 3, bathrooms: 1, area: 120, areaUnit: 'm²' };

describe('prices as people read them', () => {
  it('shows USD exactly as always, other currencies with their sign, rents by the month', () => {
    expect(priceText({ price: 1_250_000, currency: 'USD', advertTypeName: 'Sale' })).toBe(
      '$1,250,000.00',
    );
    expect(priceText({ price: 0, advertTypeName: 'Sale' })).toBe('$0.00');
    expect(priceText({ price: 2400, currency: 'EUR', advertTypeName: 'Rent' })).toBe(
      '€2,400.00 /month',
    );
    expect(priceText({ price: 950, currency: 'GBP', advertTypeName: 'Sale' })).toBe('£950.00');
    expect(priceText({ price: 5_000_000, currency: 'TRY', advertTypeName: 'Sale' })).toBe(
      '₺5,000,000.00',
    );
  });

  it('gives the price per m² only with an area', () => {
    expect(pricePerArea({ price: 1_250_000, advertTypeName: 'Sale', facts })).toBe(
      '$10,416.67 /m²',
    );
    expect(
      pricePerArea({ price: 1, advertTypeName: 'Sale', facts: { ...facts, area: null } }),
    ).toBeUndefined();
  });

  it('says beds, baths and area in words', () => {
    expect(factsText(facts)).toBe('3 beds · 1 bath · 120 m²');
    expect(factsText({ bedrooms: null, bathrooms: null, area: 80, areaUnit: 'm²' })).toBe('80 m²');
    expect(factsText(undefined)).toBe('');
  });
});

describe('valueWithUnit', () => {
  it('keeps a measure, drops a counted unit that repeats the key', () => {
    expect(valueWithUnit('280', 'm²')).toBe('280 m²');
    expect(valueWithUnit('2', 'km')).toBe('2 km');
    expect(valueWithUnit('5', 'rooms')).toBe('5');
    expect(valueWithUnit('1', 'floors')).toBe('1');
    expect(valueWithUnit('2005', 'year')).toBe('2005');
    expect(valueWithUnit('Yes', null)).toBe('Yes');
  });

  it('drops the Turkish counted units too (oda, kat, yıl)', () => {
    expect(valueWithUnit('3', 'oda')).toBe('3');
    expect(valueWithUnit('2', 'kat')).toBe('2');
    expect(valueWithUnit('2005', 'yıl')).toBe('2005');
  });
});
