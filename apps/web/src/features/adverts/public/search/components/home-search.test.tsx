import type { PlaceSuggestion } from '@estate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, mockApi, type MockReply } from '../../../../../test/api-mock';
import { renderWithRouter } from '../../../../../test/render';
import { advertPage, makeAdvert, makeAdverts } from '../../../../../test/advert-factory';
import { HomeSearch } from './home-search';

const TYPES = [
  { id: 1, title: 'Sale' },
  { id: 2, title: 'Rent' },
];
const CATEGORIES = [
  {
    id: 3,
    title: 'Villa',
    slug: 'villas',
    icon: 'house-heart',
    seq: 2,
    isActive: true,
    properties: [],
  },
  { id: 4, title: 'House', slug: 'houses', icon: 'house', seq: 1, isActive: true, properties: [] },
];

const KADIKOY: PlaceSuggestion = {
  kind: 'district',
  id: 12,
  name: 'Kadıköy',
  countryId: 1,
  cityId: 5,
  cityName: 'İstanbul',
  districtId: 12,
  amount: 41,
};
const ISTANBUL: PlaceSuggestion = {
  kind: 'city',
  id: 5,
  name: 'İstanbul',
  countryId: 1,
  cityId: 5,
  cityName: 'İstanbul',
  districtId: null,
  amount: 1280,
};

function setup(
  search: (query: URLSearchParams) => MockReply = () => ({ body: advertPage([]) }),
  places: (query: URLSearchParams) => MockReply = () => ({ body: [] }),
) {
  const api = mockApi({
    'GET /advert-types': { body: TYPES },
    'GET /categories': {
      body: { content: CATEGORIES, totalElements: 2, totalPages: 1, number: 0, size: 100 },
    },
    'GET /adverts': () => search(lastQuery()),
    'GET /adverts/places': () => places(placeUrls().at(-1)!.searchParams),
  });
  const placeUrls = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/adverts/places');
  const urls = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/adverts');
  const lastQuery = () => urls().at(-1)!.searchParams;
  const view = renderWithRouter(<HomeSearch />, {
    routes: [
      { path: '/property/:slug', element: <p>Advert page</p> },
      { path: '/properties/:advertTypeId/:categoryId/:searchText', element: <p>List page</p> },
      { path: '/properties', element: <p>Place list</p> },
    ],
  });
  const box = screen.getByRole('combobox', { name: 'Search properties' });
  return { ...view, api, urls, placeUrls, box };
}

describe('HomeSearch', () => {
  it('has the type radios, the text box, the Search button and the category radios', async () => {
    setup();
    const types = screen.getByRole('group', { name: 'Advert type' });
    expect(await within(types).findByRole('radio', { name: 'Sale' })).toBeInTheDocument();
    expect(
      within(types)
        .getAllByRole('radio')
        .map((r) => r.nextSibling?.textContent),
    ).toEqual(['All types', 'Sale', 'Rent']);
    expect(within(types).getByRole('radio', { name: 'All types' })).toBeChecked();
    expect(screen.getByPlaceholderText('Find a Perfect Property')).toBe(
      screen.getByRole('combobox'),
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(await within(categories).findByRole('radio', { name: 'House' })).toBeInTheDocument();
    // In the order of their sequence.
    expect(
      within(categories)
        .getAllByRole('radio')
        .map((r) => r.nextSibling?.textContent),
    ).toEqual(['All categories', 'House', 'Villa']);
  });

  it('asks nothing and shows no list while the text is blank', async () => {
    const { user, box, urls } = setup();
    await user.type(box, '   ');
    await new Promise((r) => setTimeout(r, 250));
    expect(urls()).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('suggests up to 20 adverts for the trimmed text, with the chosen type and category', async () => {
    const { user, box, urls } = setup(() => ({
      body: advertPage(makeAdverts(25), { size: 20, totalElements: 31 }),
    }));
    await user.click(await screen.findByRole('radio', { name: 'Rent' }));
    await user.click(screen.getByRole('radio', { name: 'Villa' }));
    await user.type(box, '  sea ');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getAllByRole('option')).toHaveLength(20);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const query = Object.fromEntries(urls().at(-1)!.searchParams);
    expect(query).toEqual({
      page: '0',
      size: '20',
      sort: 'title',
      type: 'DESC',
      q: 'sea',
      categoryid: '3',
      advert_type_id: '2',
    });
  });

  it('waits for a pause in typing and asks once for the latest text', async () => {
    const { box, urls } = setup(() => ({ body: advertPage([makeAdvert()]) }));
    for (const value of ['v', 'vi', 'vil', 'vill', 'villa']) {
      fireEvent.change(box, { target: { value } });
    }
    await screen.findByRole('listbox');
    expect(urls().map((u) => u.searchParams.get('q'))).toEqual(['villa']);
  });

  it('cancels the request of a text that is no longer wanted', async () => {
    const slow = deferredReply({ body: advertPage([makeAdvert({ title: 'Old answer' })]) });
    const { box, api } = setup((query) =>
      query.get('q') === 'ga'
        ? { body: advertPage([makeAdvert({ title: 'Garden flat' })]) }
        : { body: advertPage([]) },
    );
    api.fetchMock.mockClear();
    // The first request never answers by itself.
    let firstSignal: AbortSignal | undefined;
    const original = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementationOnce(async (input, init) => {
      firstSignal = init?.signal ?? undefined;
      await slow.handler();
      return original(input, init);
    });
    fireEvent.change(box, { target: { value: 'g' } });
    await waitFor(() => expect(firstSignal).toBeDefined());
    fireEvent.change(box, { target: { value: 'ga' } });
    expect(await screen.findByRole('option', { name: /Garden flat/ })).toBeInTheDocument();
    expect(firstSignal!.aborted).toBe(true);
    slow.release();
  });

  it('clears the suggestions when the text is emptied', async () => {
    const { user, box } = setup(() => ({ body: advertPage(makeAdverts(3)) }));
    await user.type(box, 'flat');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    await user.clear(box);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, ' ');
    await new Promise((r) => setTimeout(r, 250));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user, box } = setup();
    await user.type(box, 'zzz');
    expect(await screen.findByText('No matching properties')).toBeInTheDocument();
  });

  it('opens the advert of a clicked suggestion', async () => {
    const { user, box, router } = setup(() => ({
      body: advertPage([makeAdvert({ title: 'Sea view villa', slug: 'sea-view-villa' })]),
    }));
    await user.type(box, 'sea');
    await user.click(await screen.findByRole('option', { name: /Sea view villa/ }));
    expect(router.state.location.pathname).toBe('/property/sea-view-villa');
  });

  it('moves through the suggestions with the arrow keys and opens one with Enter', async () => {
    const adverts = [
      makeAdvert({ title: 'Alpha', slug: 'alpha' }),
      makeAdvert({ title: 'Beta', slug: 'beta' }),
      makeAdvert({ title: 'Gamma', slug: 'gamma' }),
    ];
    const { user, box, router } = setup(() => ({ body: advertPage(adverts) }));
    await user.type(box, 'a');
    const options = await screen.findAllByRole('option');
    const active = () => box.getAttribute('aria-activedescendant');
    expect(active()).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(active()).toBeNull();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/property/beta');
  });

  it('offers places with their advert counts above the adverts, in groups', async () => {
    const { user, box, placeUrls } = setup(
      () => ({ body: advertPage([makeAdvert({ title: 'Kadıköy loft' })]) }),
      () => ({ body: [ISTANBUL, KADIKOY] }),
    );
    await user.click(await screen.findByRole('radio', { name: 'Rent' }));
    await user.click(screen.getByRole('radio', { name: 'Villa' }));
    await user.type(box, ' kadi ');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await within(list).findByRole('option', { name: /Kadıköy loft/ });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'İstanbulCity · 1,280 properties',
      'KadıköyDistrict, İstanbul · 41 properties',
      expect.stringContaining('Kadıköy loft'),
    ]);
    const places = within(list).getByRole('group', { name: 'Places' });
    expect(within(places).getAllByRole('option')).toHaveLength(2);
    const adverts = within(list).getByRole('group', { name: 'Properties' });
    expect(within(adverts).getAllByRole('option')).toHaveLength(1);
    expect(Object.fromEntries(placeUrls().at(-1)!.searchParams)).toEqual({
      q: 'kadi',
      categoryid: '3',
      advert_type_id: '2',
    });
  });

  it('opens the list of a chosen place with the chosen type and category', async () => {
    const { user, box, router } = setup(undefined, () => ({ body: [KADIKOY] }));
    await user.click(await screen.findByRole('radio', { name: 'Sale' }));
    await user.type(box, 'kad');
    await user.click(await screen.findByRole('option', { name: /Kadıköy/ }));
    expect(router.state.location.pathname).toBe('/properties');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      advertType: '1',
      country: '1',
      city: '5',
      district: '12',
    });
    expect(screen.getByText('Place list')).toBeInTheDocument();
  });

  it('opens a city with the keyboard, places first in the arrows order', async () => {
    const { user, box, router } = setup(
      () => ({ body: advertPage([makeAdvert({ title: 'Istanbul flat' })]) }),
      () => ({ body: [ISTANBUL] }),
    );
    await user.type(box, 'ist');
    await screen.findByRole('option', { name: /Istanbul flat/ });
    await screen.findByRole('option', { name: /City/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/properties');
    expect(router.state.location.search).toBe('?country=1&city=5');
  });

  it('shows a rent by the month', async () => {
    const { user, box } = setup(() => ({
      body: advertPage([
        makeAdvert({ title: 'Rented loft', advertTypeName: 'Rent', price: 2400, currency: 'EUR' }),
      ]),
    }));
    await user.type(box, 'loft');
    expect(await screen.findByRole('option', { name: /Rented loft/ })).toHaveTextContent(
      '€2,400.00 /month',
    );
  });

  it('keeps the adverts when the places cannot be read', async () => {
    const { user, box } = setup(
      () => ({ body: advertPage(makeAdverts(2)) }),
      () => ({ status: 500, body: { status: 500, message: 'Down' } }),
    );
    await user.type(box, 'flat');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(screen.queryByRole('group', { name: 'Places' })).not.toBeInTheDocument();
  });

  it('searches with the chosen type, category and text, in the path and the navigation state', async () => {
    const { user, box, router } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Sale' }));
    await user.click(await screen.findByRole('radio', { name: 'House' }));
    await user.type(box, ' garden ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/properties/1/4/garden');
    expect(router.state.location.state).toEqual({
      advertTypeId: 1,
      categoryId: 4,
      searchText: 'garden',
    });
  });

  it('searches everything with placeholder segments when nothing is chosen', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/properties/0/0/all');
    expect(screen.getByText('List page')).toBeInTheDocument();
  });
});
