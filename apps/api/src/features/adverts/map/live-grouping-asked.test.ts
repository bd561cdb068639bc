import { describe, expect, it } from 'vitest';
import type { AdvertMapQuery } from '@estate/contracts';
import { asksLiveGrouping, MARKER_ZOOM } from './advert-map.service';

const box = (more: Partial<AdvertMapQuery> = {}) =>
  ({ bbox: [28.9, 40.9, 29.1, 41.1], zoom: 10, ...more }) as AdvertMapQuery;

describe('which map questions are heavy reads (docs/product.md#limits)', () => {
  it('takes filters the kept cells know for a light read', () => {
    expect(asksLiveGrouping(box())).toBe(false);
    expect(asksLiveGrouping(box({ categoryid: 3, city: 7, advert_type_id: 1 }))).toBe(false);
  });

  it('takes a price bound, a currency, typed filters, words, a district or an agency for a heavy one', () => {
    for (const more of [
      { price_end: 200_000 },
      { price_start: 1 },
      { currency: 'EUR' },
      { categoryid: 3, filter: { '12': '3..' } },
      { q: 'garden' },
      { district: 4 },
      { agency: 'moda-emlak' },
    ] as Partial<AdvertMapQuery>[])
      expect(asksLiveGrouping(box(more))).toBe(true);
  });

  it('takes markers, zoomed in, for a light read whatever the filters', () => {
    expect(asksLiveGrouping(box({ zoom: MARKER_ZOOM, price_end: 200_000 }))).toBe(false);
  });
});
