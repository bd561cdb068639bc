import { describe, expect, it } from 'vitest';
import { adoptLanguage, formatDate, formatNumber, formatPrice } from '.';

describe('the formats', () => {
  it('keep the site’s English prices and numbers', () => {
    expect(formatPrice(1250000)).toBe('$1,250,000.00');
    expect(formatPrice(2400, 'EUR')).toBe('€2,400.00');
    expect(formatNumber(1250)).toBe('1,250');
    expect(formatDate(new Date(2026, 10, 27), { dateStyle: 'long' })).toBe('27 November 2026');
  });

  it('read Turkish in Turkish', async () => {
    await adoptLanguage('tr');
    expect(formatPrice(1250000, 'TRY')).toBe('1.250.000\u00a0₺');
    expect(formatPrice(1250000)).toBe('1.250.000\u00a0$');
    expect(formatPrice(2400.5, 'EUR')).toBe('2.400,50\u00a0€');
    expect(formatNumber(1250)).toBe('1.250');
    expect(formatDate(new Date(2026, 10, 27), { dateStyle: 'long' })).toBe('27 Kasım 2026');
    expect(formatDate(new Date(2026, 11, 12), { dateStyle: 'long' })).toBe('12 Aralık 2026');
  });
});
