import type { AdvertMap } from '@estate/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderWithRouter } from '../../../../test/render';
import { readListState, writeListState } from '../../shared';
import type { ResultsMapHandlers } from './draw-results-map';
import { CLEAR_AREA, PropertyMap, SEARCH_AREA, TILES_MISSING } from './property-map';

// Leaflet needs a real browser (end-to-end tests draw it): here the drawing is a stand-in that
// records what the component asks of it and lets the test play the map's events.
const drawn = vi.hoisted(() => ({
  handlers: undefined as ResultsMapHandlers | undefined,
  start: undefined as string | undefined,
  show: vi.fn(),
  outline: vi.fn(),
  fitTo: vi.fn(),
  highlight: vi.fn(),
  remove: vi.fn(),
}));
vi.mock('./draw-results-map', () => ({
  drawResultsMap: (_el: HTMLElement, start: string | undefined, handlers: ResultsMapHandlers) => {
    drawn.handlers = handlers;
    drawn.start = start;
    const { show, outline, fitTo, highlight, remove } = drawn;
    return { show, outline, fitTo, highlight, remove };
  },
}));

const CLUSTERS: AdvertMap = {
  zoom: 6,
  total: 180,
  capped: false,
  clusters: [
    { count: 120, latitude: 41.05, longitude: 29.05, bbox: [28.1, 40.9, 29.5, 41.5] },
    { count: 60, latitude: 38.45, longitude: 27.15, bbox: [26.7, 38.1, 28.1, 38.8] },
  ],
  markers: [],
};
const MARKERS: AdvertMap = {
  zoom: 16,
  total: 1,
  capped: false,
  clusters: [],
  markers: [
    {
      id: 7,
      slug: 'sea-view-flat',
      title: 'Sea view flat',
      price: 250000,
      currency: 'USD',
      url: null,
      latitude: 41.01,
      longitude: 29.01,
    },
  ],
};

const params = { page: 0, size: 10, sort: 'title' as const, type: 'DESC' as const, categoryid: 3 };

beforeEach(() => {
  drawn.handlers = undefined;
  vi.clearAllMocks();
});

const mapUrls = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/adverts/map'));

describe('PropertyMap', () => {
  it("asks for the map view's clusters with the list's filters, and shows them", async () => {
    const api = mockApi({ 'GET /adverts/map': { body: CLUSTERS } });
    renderWithRouter(<PropertyMap params={params} onSearchArea={vi.fn()} onClearArea={vi.fn()} />);
    await waitFor(() => expect(drawn.handlers).toBeDefined());
    act(() => drawn.handlers!.onView({ bbox: '26,36,31,42', zoom: 6 }));
    expect(await screen.findByText('180 properties here.')).toBeInTheDocument();
    const [url] = mapUrls(api.fetchMock);
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      categoryid: '3',
      bbox: '26,36,31,42',
      zoom: '6',
    });
    expect(drawn.show).toHaveBeenCalledWith(CLUSTERS);
    // A map opened without an area shows everything the first answer holds.
    expect(drawn.fitTo).toHaveBeenCalledWith(CLUSTERS);
  });

  it("opens a marker's card with its price, title and link, and closes it", async () => {
    mockApi({ 'GET /adverts/map': { body: MARKERS } });
    const { user } = renderWithRouter(
      <PropertyMap params={params} onSearchArea={vi.fn()} onClearArea={vi.fn()} />,
    );
    await waitFor(() => expect(drawn.handlers).toBeDefined());
    act(() => drawn.handlers!.onView({ bbox: '29,41,29.02,41.02', zoom: 16 }));
    expect(await screen.findByText('1 property here.')).toBeInTheDocument();
    act(() => drawn.handlers!.onSelect(MARKERS.markers[0]!));
    const card = screen.getByRole('article', { name: 'Sea view flat' });
    expect(card).toHaveTextContent('$250,000.00');
    expect(screen.getByRole('link', { name: 'Sea view flat' })).toHaveAttribute(
      'href',
      '/property/sea-view-flat',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('hands the view box to "Search this area", and offers the whole map again', async () => {
    mockApi({ 'GET /adverts/map': { body: CLUSTERS } });
    const onSearchArea = vi.fn();
    const onClearArea = vi.fn();
    const { user } = renderWithRouter(
      <PropertyMap
        params={{ ...params, bbox: '28,40,30,42' }}
        onSearchArea={onSearchArea}
        onClearArea={onClearArea}
      />,
    );
    await waitFor(() => expect(drawn.handlers).toBeDefined());
    expect(drawn.start).toBe('28,40,30,42');
    act(() => drawn.handlers!.onView({ bbox: '28.5,40.5,29.5,41.5', zoom: 9 }));
    await user.click(screen.getByRole('button', { name: SEARCH_AREA }));
    expect(onSearchArea).toHaveBeenCalledWith('28.5,40.5,29.5,41.5');
    await user.click(screen.getByRole('button', { name: CLEAR_AREA }));
    expect(onClearArea).toHaveBeenCalled();
    expect(drawn.outline).toHaveBeenCalledWith('28,40,30,42');
    // An area in the URL is where the map opens: the first answer does not move it.
    await screen.findByText('180 properties here.');
    expect(drawn.fitTo).not.toHaveBeenCalled();
  });

  it("marks the pointed card's advert, and tells which pin is pointed at", async () => {
    mockApi({ 'GET /adverts/map': { body: MARKERS } });
    const onHover = vi.fn();
    const target = { id: 7, latitude: 41.01, longitude: 29.01 };
    function Beside() {
      const [pointed, setPointed] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setPointed(true)}>
            Point at the card
          </button>
          <PropertyMap
            params={params}
            onSearchArea={vi.fn()}
            onClearArea={vi.fn()}
            onHover={onHover}
            highlighted={pointed ? target : null}
          />
        </>
      );
    }
    const { user } = renderWithRouter(<Beside />);
    await waitFor(() => expect(drawn.handlers).toBeDefined());
    act(() => drawn.handlers!.onView({ bbox: '29,41,29.02,41.02', zoom: 16 }));
    await screen.findByText('1 property here.');
    expect(drawn.highlight).toHaveBeenLastCalledWith(null);
    await user.click(screen.getByRole('button', { name: 'Point at the card' }));
    expect(drawn.highlight).toHaveBeenLastCalledWith(target);
    act(() => drawn.handlers!.onHover(7));
    expect(onHover).toHaveBeenLastCalledWith(7);
    act(() => drawn.handlers!.onHover(null));
    expect(onHover).toHaveBeenLastCalledWith(null);
  });

  it('says when tiles are missing, the results staying on the map', async () => {
    mockApi({ 'GET /adverts/map': { body: CLUSTERS } });
    renderWithRouter(<PropertyMap params={params} onSearchArea={vi.fn()} onClearArea={vi.fn()} />);
    await waitFor(() => expect(drawn.handlers).toBeDefined());
    act(() => drawn.handlers!.onTileError());
    expect(screen.getByText(TILES_MISSING)).toBeInTheDocument();
  });
});

describe('the list state in the URL', () => {
  it('keeps the map view and a valid area, and drops a broken one', () => {
    const state = readListState({}, new URLSearchParams('view=map&bbox=26.5,38,27.5,39&city=4'));
    expect(state).toMatchObject({ view: 'map', filters: { bbox: '26.5,38,27.5,39', city: 4 } });
    expect(writeListState(state)).toBe('?city=4&bbox=26.5%2C38%2C27.5%2C39&view=map');
    const broken = readListState({}, new URLSearchParams('bbox=30,10,20,20'));
    expect(broken.filters.bbox).toBeUndefined();
  });
});
