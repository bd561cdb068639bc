import type { ComparedAdvert } from '@estate/contracts';
import { describe, expect, it } from 'vitest';
import { makeAdvert } from '../../../../test/advert-factory';
import { compareRows, readCompareIds } from './compare-rows';

const compared = (price: number, values: Record<string, string>): ComparedAdvert => ({
  advert: makeAdvert({ price }),
  values: Object.entries(values).map(([keyName, value], i) => ({
    id: i + 1,
    keyId: i + 1,
    keyName,
    value,
    categoryId: 2,
    type: 'text' as const,
    unit: null,
  })),
});

describe('compare rows (docs/product.md#compare)', () => {
  it('reads the ids of the address, dropping repeats, junk and any beyond 4', () => {
    expect(readCompareIds('3,9,3,x,-1,12,40,41')).toEqual([3, 9, 12, 40]);
    expect(readCompareIds(null)).toEqual([]);
  });

  it('aligns every key by name, marks differences and works out the price per m²', () => {
    const rows = compareRows([
      compared(200_000, { Bedrooms: '3', 'Area (m²)': '100' }),
      compared(300_000, { 'Area (m²)': '120', Bedrooms: '3', Garden: 'Yes' }),
      compared(100_000, { Bedrooms: '2' }),
    ]);
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r]));
    expect(rows.map((r) => r.label)).toEqual([
      'Price',
      'Price per m²',
      'Type',
      'Category',
      'Place',
      'Bedrooms',
      'Area (m²)',
      'Garden',
    ]);
    expect(byLabel['Price per m²']!.values).toEqual(['$2,000.00', '$2,500.00', '—']);
    expect(byLabel.Garden!.values).toEqual(['—', 'Yes', '—']);
    expect(byLabel.Type!.differs).toBe(false);
    expect(byLabel.Bedrooms!.differs).toBe(true);
  });

  it('leaves out the price per m² when no advert has an area', () => {
    const rows = compareRows([compared(1, { Rooms: '2' }), compared(2, { Rooms: '2' })]);
    expect(rows.map((r) => r.label)).not.toContain('Price per m²');
    expect(rows.find((r) => r.label === 'Rooms')!.differs).toBe(false);
  });
});
