import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdvert, makePlace } from '../../../../../test/advert-detail-fixtures';
import { areaMapOf } from '../map/area-map';
import { AdvertLocation } from './advert-location';

// Leaflet itself is not drawn in jsdom (no layout); the test checks what the page asks it to draw.
const drawAreaMap = vi.hoisted(() => vi.fn());
vi.mock('../map/draw-area-map', () => ({ drawAreaMap }));

/** An IntersectionObserver the test moves into view by hand. */
let observers: Array<{ callback: IntersectionObserverCallback; target?: Element }> = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; target?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
}
async function scrollNear() {
  await act(async () => {
    for (const o of [...observers])
      o.callback(
        [{ isIntersecting: true, target: o.target! } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });
}

const advert = makeAdvert({
  districtName: 'Kadıköy',
  cityName: 'İstanbul',
  countryName: 'Türkiye',
});

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  drawAreaMap.mockReset().mockReturnValue(() => undefined);
});

describe('AdvertLocation', () => {
  it('shows a labelled map of the district and draws it once scrolled near', async () => {
    render(<AdvertLocation advert={advert} place={makePlace()} />);
    const map = screen.getByRole('region', { name: 'Map of Kadıköy, İstanbul' });
    expect(screen.getByText(/The circle marks Kadıköy, İstanbul/)).toBeInTheDocument();
    expect(drawAreaMap).not.toHaveBeenCalled();

    await scrollNear();
    await vi.waitFor(() => expect(drawAreaMap).toHaveBeenCalledTimes(1));
    expect(drawAreaMap).toHaveBeenCalledWith(
      map,
      expect.objectContaining({ center: [40.9903, 29.029], radiusMetres: 600 }),
      expect.any(Function),
    );
    // The address card stays beside the map.
    expect(screen.getByText('Moda Cad. 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /on OpenStreetMap/ })).toBeInTheDocument();
  });

  it('says so quietly when the tiles cannot be loaded', async () => {
    render(<AdvertLocation advert={advert} place={makePlace()} />);
    await scrollNear();
    await vi.waitFor(() => expect(drawAreaMap).toHaveBeenCalled());
    const onTileError = drawAreaMap.mock.calls[0]![2] as () => void;
    act(() => onTileError());
    expect(screen.getByRole('status')).toHaveTextContent('Map tiles could not be loaded.');
    expect(screen.getByRole('region', { name: 'Map of Kadıköy, İstanbul' })).toBeInTheDocument();
  });

  it('removes the map when the section goes away', async () => {
    const remove = vi.fn();
    drawAreaMap.mockReturnValue(remove);
    const { unmount } = render(<AdvertLocation advert={advert} place={makePlace()} />);
    await scrollNear();
    await vi.waitFor(() => expect(drawAreaMap).toHaveBeenCalled());
    unmount();
    expect(remove).toHaveBeenCalled();
  });

  it('shows only the address when the API knows no centre', async () => {
    render(<AdvertLocation advert={advert} place={null} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(observers).toHaveLength(0);
    expect(screen.getByText('Kadıköy')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /See Kadıköy, İstanbul on OpenStreetMap/ }),
    ).toBeInTheDocument();
  });
});

describe('areaMapOf', () => {
  it('draws a district as a small circle and a city as a large one, named for what it is', () => {
    expect(areaMapOf(makePlace(), advert)).toMatchObject({
      radiusMetres: 600,
      label: 'Map of Kadıköy, İstanbul',
    });
    expect(
      areaMapOf(makePlace({ precision: 'city', latitude: 41.0082, longitude: 28.9784 }), advert),
    ).toEqual({
      center: [41.0082, 28.9784],
      radiusMetres: 4000,
      area: 'İstanbul, Türkiye',
      label: 'Map of İstanbul, Türkiye',
    });
    expect(areaMapOf(null, advert)).toBeNull();
  });
});
