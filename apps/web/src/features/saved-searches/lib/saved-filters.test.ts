import { describe, expect, it } from 'vitest';
import { savedFiltersOf } from './saved-filters';

describe('savedFiltersOf (docs/product.md#saved-searches)', () => {
  it('keeps the filters as text, leaving paging, sorting, status and empty values out', () => {
    expect(
      savedFiltersOf({
        page: 2,
        size: 12,
        sort: 'price',
        type: 'ASC',
        status: 'ACTIVATED',
        q: 'sea',
        categoryid: 3,
        city: undefined,
        price_end: '',
      }),
    ).toEqual({ q: 'sea', categoryid: '3' });
  });

  it('writes typed filters as filter[keyId], as the list address has them', () => {
    expect(savedFiltersOf({ categoryid: 3, filter: { 12: '3..', 14: 'yes', 15: '' } })).toEqual({
      categoryid: '3',
      'filter[12]': '3..',
      'filter[14]': 'yes',
    });
  });
});
