import { describe, expect, it } from 'vitest';
import { listSearchParams } from './api/search-adverts';
import {
  DEFAULT_SORT,
  propertiesUrl,
  readListState,
  searchPath,
  writeListState,
  type ListState,
} from './list-state';

const read = (search = '', params = {}, nav?: unknown) =>
  readListState(params, new URLSearchParams(search), nav);

describe('searchPath', () => {
  it('builds /properties/{advertTypeId}/{categoryId}/{searchText}', () => {
    expect(searchPath(1, 2, ' sea view ')).toBe('/properties/1/2/sea%20view');
  });

  it('uses 0 for any id and all for no text', () => {
    expect(searchPath(undefined, undefined, '  ')).toBe('/properties/0/0/all');
  });
});

describe('readListState', () => {
  it('starts from the defaults: page 0, title DESC, no filter', () => {
    expect(read()).toEqual({ filters: {}, sort: DEFAULT_SORT, page: 0 });
  });

  it('reads the home search from the path, ignoring its placeholders', () => {
    expect(read('', { advertTypeId: '1', categoryId: '2', searchText: 'villa' }).filters).toEqual({
      advertTypeId: 1,
      categoryId: 2,
      q: 'villa',
    });
    expect(read('', { advertTypeId: '0', categoryId: '0', searchText: 'all' }).filters).toEqual({});
  });

  it('reads the navigation state when the path has no filters', () => {
    expect(read('', {}, { advertTypeId: 2, categoryId: 3, searchText: 'garden' }).filters).toEqual({
      advertTypeId: 2,
      categoryId: 3,
      q: 'garden',
    });
  });

  it('lets the query string win over the path', () => {
    const state = read('category=5&q=loft', {
      advertTypeId: '1',
      categoryId: '2',
      searchText: 'villa',
    });
    expect(state.filters).toEqual({ advertTypeId: 1, categoryId: 5, q: 'loft' });
  });

  it('ignores values that are not valid', () => {
    expect(
      read('advertType=x&category=-1&minPrice=abc&page=-2&sort=nope&status=9&city=1.5'),
    ).toEqual({ filters: {}, sort: DEFAULT_SORT, page: 0 });
  });
});

describe('writeListState', () => {
  it('round-trips every filter, the sort and the page', () => {
    const state: ListState = {
      filters: {
        advertTypeId: 1,
        categoryId: 2,
        q: 'sea view',
        priceMin: 0,
        priceMax: 500000,
        country: 1,
        city: 3,
        district: 7,
        status: 'all',
      },
      sort: { field: 'price', direction: 'ASC' },
      page: 4,
    };
    const search = writeListState(state);
    expect(search).toBe(
      '?advertType=1&category=2&q=sea+view&minPrice=0&maxPrice=500000&country=1&city=3&district=7&status=all&sort=price-asc&page=4',
    );
    expect(read(search.slice(1))).toEqual(state);
  });

  it('leaves the defaults out', () => {
    expect(writeListState({ filters: { status: 1 }, sort: DEFAULT_SORT, page: 0 })).toBe('');
    expect(propertiesUrl({ city: 25 })).toBe('/properties?city=25');
  });
});

describe('listSearchParams', () => {
  const state: ListState = {
    filters: { q: 'villa', categoryId: 4, priceMin: 100, status: 'all' },
    sort: DEFAULT_SORT,
    page: 2,
  };

  it('asks for page size 10, title DESC and status 1 by default', () => {
    expect(listSearchParams({ filters: {}, sort: DEFAULT_SORT, page: 0 }, false)).toEqual(
      expect.objectContaining({ page: 0, size: 10, sort: 'title', type: 'DESC', status: 1 }),
    );
  });

  it('always asks a visitor for status 1', () => {
    expect(listSearchParams(state, false)).toEqual(
      expect.objectContaining({ page: 2, q: 'villa', categoryid: 4, price_start: 100, status: 1 }),
    );
  });

  it('lets staff ask for any status', () => {
    expect(listSearchParams(state, true).status).toBeUndefined();
    expect(listSearchParams({ ...state, filters: { status: 0 } }, true).status).toBe(0);
  });
});
