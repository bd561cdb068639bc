import type { AdvertSearchQuery } from '@estate/contracts';
import { describe, expect, it } from 'vitest';
import { nameWords, pickNamedFilters, type NamedFilter } from './catalog-words';

/** docs/product.md#the-sites-own-words: the search finds a category or type by either name. */
const filters: NamedFilter[] = [
  { field: 'categoryid', id: 1, names: [nameWords('House'), nameWords('Müstakil Ev')] },
  { field: 'categoryid', id: 2, names: [nameWords('Apartment'), nameWords('Daire')] },
  { field: 'categoryid', id: 3, names: [nameWords('Ev')] },
  { field: 'advert_type_id', id: 7, names: [nameWords('Rent'), nameWords('Kiralık')] },
];
const query = (q: string | undefined, more: Partial<AdvertSearchQuery> = {}) =>
  ({ page: 0, size: 10, q, ...more }) as AdvertSearchQuery;

describe('a search text that names a category or type', () => {
  it('chooses it by either name, any case and Turkish letters folded', () => {
    expect(pickNamedFilters(query('Daire'), filters)).toMatchObject({
      categoryid: 2,
      q: undefined,
    });
    expect(pickNamedFilters(query('KIRALIK daire kadıköy'), filters)).toMatchObject({
      categoryid: 2,
      advert_type_id: 7,
      q: 'kadikoy',
    });
    expect(pickNamedFilters(query('apartment'), filters)).toMatchObject({ categoryid: 2 });
  });

  it('reads the longer name first and whole words only', () => {
    expect(pickNamedFilters(query('müstakil ev'), filters)).toMatchObject({ categoryid: 1 });
    expect(pickNamedFilters(query('evler'), filters)).toEqual(query('evler'));
  });

  it('keeps a filter already chosen and leaves the words as text', () => {
    const chosen = query('daire', { categoryid: 1 });
    expect(pickNamedFilters(chosen, filters)).toEqual(chosen);
    expect(pickNamedFilters(query(undefined), filters)).toEqual(query(undefined));
  });
});
