import type { AdvertMap } from '@estate/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderWithRouter } from '../../test/render';
import { setScreenWidth } from '../../test/screen-width';
import { advertPage, makeAdvert } from '../../test/advert-factory';
import PropertiesPage from './properties-page';

/** What the page hands the map drawing (features/adverts' draw-results-map.ts), as used here. */
interface ResultsMapHandlers {
  onView: (view: { bbox: string; zoom: number }) => void;
  onHover: (advertId: number | null) => void;
}

// Leaflet needs a real browser (the end-to-end tests draw it): a stand-in records what the page
// asks of the map and lets the test play the map's events.
const drawn = vi.hoisted(() => ({
  handlers: undefined as ResultsMapHandlers | undefined,
  highlight: vi.fn(),
}));
vi.mock('../../features/adverts/public/property-map/draw-results-map', () => ({
  drawResultsMap: (_el: HTMLElement, _start: string | undefined, handlers: ResultsMapHandlers) => {
    drawn.handlers = handlers;
    return {
      show: vi.fn(),
      outline: vi.fn(),
      fitTo: vi.fn(),
      highlight: drawn.highlight,
      remove: vi.fn(),
    };
  },
}));

const LOFT = makeAdvert({
  id: 501,
  title: 'Harbour loft',
  point: { latitude: 41.02, longitude: 29.01 },
});
const VILLA = makeAdvert({ id: 502, title: 'Garden villa' });
const MAP: AdvertMap = { zoom: 12, total: 2, capped: false, clusters: [], markers: [] };

function open(entry = '/properties') {
  const api = mockApi({
    'GET /advert-types': { body: [] },
    'GET /categories': {
      body: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 100 },
    },
    'GET /countries': { body: [] },
    'GET /adverts': { body: advertPage([LOFT, VILLA], { size: 10, totalElements: 2 }) },
    'GET /adverts/map': { body: MAP },
  });
  const view = renderWithRouter(<PropertiesPage />, {
    path: '/properties',
    initialEntries: [entry],
  });
  return { ...view, api };
}

const cardItem = (title: string) =>
  within(screen.getByRole('list', { name: 'Properties' }))
    .getByText(title)
    .closest<HTMLElement>('.card-grid > li')!;

beforeEach(() => {
  drawn.handlers = undefined;
  vi.clearAllMocks();
});

describe('PropertiesPage beside its map (xl and up)', () => {
  it('shows the list and the map together, with no List / Map switch', async () => {
    open();
    expect(await screen.findByRole('heading', { name: '2 properties' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of the properties' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show the results as' })).not.toBeInTheDocument();
    await waitFor(() => expect(drawn.handlers).toBeDefined());
  });

  it("marks a pointed or focused card's advert on the map, and a pointed pin's card", async () => {
    open();
    await screen.findByRole('heading', { name: '2 properties' });
    await waitFor(() => expect(drawn.handlers).toBeDefined());

    fireEvent.mouseEnter(cardItem('Harbour loft'));
    expect(drawn.highlight).toHaveBeenLastCalledWith({
      id: 501,
      latitude: 41.02,
      longitude: 29.01,
    });
    fireEvent.mouseLeave(cardItem('Harbour loft'));
    expect(drawn.highlight).toHaveBeenLastCalledWith(null);
    act(() => within(cardItem('Garden villa')).getAllByRole('link')[0]!.focus());
    expect(drawn.highlight).toHaveBeenLastCalledWith(expect.objectContaining({ id: 502 }));

    act(() => drawn.handlers!.onHover(501));
    expect(cardItem('Harbour loft')).toHaveClass('is-highlighted');
    expect(cardItem('Garden villa')).not.toHaveClass('is-highlighted');
    act(() => drawn.handlers!.onHover(null));
    expect(cardItem('Harbour loft')).not.toHaveClass('is-highlighted');
  });

  it('filters the list by "Search this area" and keeps the area in the URL', async () => {
    const { user, router, api } = open();
    await screen.findByRole('heading', { name: '2 properties' });
    await waitFor(() => expect(drawn.handlers).toBeDefined());
    act(() => drawn.handlers!.onView({ bbox: '28.9,40.9,29.2,41.1', zoom: 12 }));
    await user.click(screen.getByRole('button', { name: /Search this area/ }));
    expect(router.state.location.search).toBe('?bbox=28.9%2C40.9%2C29.2%2C41.1');
    await waitFor(() => {
      const asked = api.fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/adverts');
      expect(asked.at(-1)!.searchParams.get('bbox')).toBe('28.9,40.9,29.2,41.1');
    });
  });

  it('keeps the List / Map switch below xl', async () => {
    setScreenWidth(1024);
    open();
    await screen.findByRole('heading', { name: '2 properties' });
    expect(screen.getByRole('group', { name: 'Show the results as' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the properties' })).not.toBeInTheDocument();
  });
});
