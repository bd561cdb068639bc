import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advertPage, makeAdvert } from '../../../../../test/advert-factory';
import { apiError, mockApi } from '../../../../../test/api-mock';
import { withQueries } from '../../../../../test/render';
import { SUGGESTION_COUNT, suggestionParams, useSuggestions } from './suggestions';

const KADIKOY = {
  kind: 'district' as const,
  id: 2,
  name: 'Kadıköy',
  countryId: 1,
  cityId: 1,
  cityName: 'İstanbul',
  districtId: 2,
  amount: 4,
};

const wrapper = ({ children }: { children: ReactNode }) => withQueries(children);
const urlsOf = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

describe('suggestionParams', () => {
  it('asks for the first 20 adverts by title, with the trimmed text and filters', () => {
    expect(suggestionParams({ text: '  sea  ', advertTypeId: 1, categoryId: 2 })).toEqual({
      page: 0,
      size: SUGGESTION_COUNT,
      sort: 'title',
      type: 'DESC',
      q: 'sea',
      categoryid: 2,
      advert_type_id: 1,
    });
  });
});

describe('useSuggestions', () => {
  it('puts the places first, then the adverts', async () => {
    const flat = makeAdvert({ title: 'Sea view flat' });
    mockApi({
      'GET /adverts': { body: advertPage([flat]) },
      'GET /adverts/places': { body: [KADIKOY] },
    });
    const { result } = renderHook(() => useSuggestions({ text: 'ka' }), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.items).toEqual([
      { kind: 'place', place: KADIKOY },
      { kind: 'advert', advert: flat },
    ]);
    expect(result.current.isEmpty).toBe(false);
  });

  it('asks nothing for blank text, and blank text clears the suggestions at once', async () => {
    const api = mockApi({
      'GET /adverts': { body: advertPage([makeAdvert()]) },
      'GET /adverts/places': { body: [KADIKOY] },
    });
    const { result, rerender } = renderHook(({ text }) => useSuggestions({ text }), {
      wrapper,
      initialProps: { text: '   ' },
    });
    expect(result.current).toEqual({ items: [], isEmpty: false, isError: false });
    rerender({ text: 'ka' });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(urlsOf(api).map((url) => url.searchParams.get('q'))).toEqual(['ka', 'ka']);
    rerender({ text: ' ' });
    expect(result.current.items).toEqual([]);
  });

  it('sends the filters to both searches, without a token', async () => {
    const api = mockApi({
      'GET /adverts': { body: advertPage([]) },
      'GET /adverts/places': { body: [] },
    });
    renderHook(() => useSuggestions({ text: ' ka ', advertTypeId: 1, categoryId: 2 }), {
      wrapper,
    });
    await waitFor(() => expect(api.calls).toHaveLength(2));
    const places = urlsOf(api).find((url) => url.pathname.endsWith('/places'))!;
    expect(Object.fromEntries(places.searchParams)).toEqual({
      q: 'ka',
      categoryid: '2',
      advert_type_id: '1',
    });
    expect(api.calls.every((call) => !call.headers.authorization)).toBe(true);
  });

  it('says when nothing matches', async () => {
    mockApi({
      'GET /adverts': { body: advertPage([]) },
      'GET /adverts/places': { body: [] },
    });
    const { result } = renderHook(() => useSuggestions({ text: 'zzz' }), { wrapper });
    await waitFor(() => expect(result.current.isEmpty).toBe(true));
    expect(result.current.items).toEqual([]);
  });

  it('keeps the adverts when the places cannot be read', async () => {
    const flat = makeAdvert({ title: 'Sea view flat' });
    mockApi({
      'GET /adverts': { body: advertPage([flat]) },
      'GET /adverts/places': apiError(503, 'The database is not reachable.'),
    });
    const { result } = renderHook(() => useSuggestions({ text: 'sea' }), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(result.current.items[0]).toEqual({ kind: 'advert', advert: flat });
    expect(result.current.isError).toBe(false);
  });

  it('says the adverts could not be read', async () => {
    mockApi({
      'GET /adverts': apiError(503, 'The database is not reachable.'),
      'GET /adverts/places': { body: [KADIKOY] },
    });
    const { result } = renderHook(() => useSuggestions({ text: 'sea' }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isEmpty).toBe(false);
  });
});
