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

function setup(search: (query: URLSearchParams) => MockReply = () => ({ body: advertPage([]) })) {
  const api = mockApi({
    'GET /advert-types': { body: TYPES },
    'GET /categories': {
      body: { content: CATEGORIES, totalElements: 2, totalPages: 1, number: 0, size: 100 },
    },
    'GET /adverts': () => search(lastQuery()),
  });
  const urls = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/adverts');
  const lastQuery = () => urls().at(-1)!.searchParams;
  const view = renderWithRouter(<HomeSearch />, {
    routes: [
      { path: '/property/:slug', element: <p>Advert page</p> },
      { path: '/properties/:advertTypeId/:categoryId/:searchText', element: <p>List page</p> },
    ],
  });
  const box = screen.getByRole('combobox', { name: 'Search properties' });
  return { ...view, api, urls, box };
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
