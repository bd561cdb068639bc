import { formatNumber, formatPrice } from '../../../../i18n';
import {
  circleMarker,
  divIcon,
  latLngBounds,
  layerGroup,
  map as createMap,
  marker,
  rectangle,
  tileLayer,
  type CircleMarker,
  type LatLngBounds,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { formatBbox, parseBbox, type AdvertMap, type MapMarker } from '@estate/contracts';
import type { MapView } from './advert-map-query';

/** The detail map's tile server (docs/decisions/0009-web-map.md), the same setting. */
const TILE_URL =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ||
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The advert whose card is pointed at or focused: its pin stands out, or a ring at its point. */
export interface MapHighlight {
  id: number;
  latitude?: number;
  longitude?: number;
}

export interface ResultsMapHandlers {
  onView: (view: MapView) => void;
  onSelect: (marker: MapMarker | null) => void;
  onTileError: () => void;
  /** A price pin is pointed at or focused (its advert id), or left (null). */
  onHover: (advertId: number | null) => void;
  /** A cluster's title and alternative text, in the reader's language. */
  clusterTitle: (count: number) => string;
  clusterAlt: (count: number) => string;
}

const boundsOf = (bbox: readonly number[]): LatLngBounds =>
  latLngBounds([bbox[1]!, bbox[0]!], [bbox[3]!, bbox[2]!]);

const clamp = (v: number, limit: number) => Math.min(Math.max(v, -limit), limit);

/** A short price for a marker in its currency: $1.2M, €850K, £1,250. */
function shortPrice(price: number, currency: string) {
  const sign = formatPrice(0, currency).replace(/[\d.,]/g, '');
  const digits = price >= 1e7 ? 0 : 1;
  const millions = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (price >= 1e6) return `${sign}${formatNumber(price / 1e6, millions)}M`;
  if (price >= 1e4) return `${sign}${Math.round(price / 1e3)}K`;
  return `${sign}${formatNumber(Math.round(price))}`;
}

/** Clicked, or Enter / Space while focused (Leaflet's markers are focusable but keyless). */
function onActivate(layer: Marker, act: () => void) {
  return layer.on('click', act).on('keydown', (event) => {
    const key = (event as LeafletKeyboardEvent).originalEvent.key;
    if (key !== 'Enter' && key !== ' ') return;
    (event as LeafletKeyboardEvent).originalEvent.preventDefault();
    act();
  });
}

/** Tells `onHover` when the pin is pointed at or focused, and when it is left. */
function onHoverOf(pin: Marker, id: number, onHover: (id: number | null) => void) {
  pin.on('mouseover', () => onHover(id)).on('mouseout', () => onHover(null));
  const element = pin.getElement();
  element?.addEventListener('focus', () => onHover(id));
  element?.addEventListener('blur', () => onHover(null));
}

/** A cluster on the map and the box of its cell. */
interface DrawnCluster {
  marker: Marker;
  bbox: readonly number[];
}

const holds = (bbox: readonly number[], lat: number, lng: number) =>
  lng >= bbox[0]! && lat >= bbox[1]! && lng <= bbox[2]! && lat <= bbox[3]!;

const mark = (layer: Marker, on: boolean) => {
  layer.getElement()?.classList.toggle('is-highlighted', on);
  layer.setZIndexOffset(on ? 1000 : 0);
};

/**
 * Marks the highlighted advert's price pin (`pins` by advert id), else the cluster whose cell
 * holds its point, else (outside the answer) rings the point.
 */
function createHighlighter(
  map: LeafletMap,
  pins: ReadonlyMap<number, Marker>,
  clusters: readonly DrawnCluster[],
) {
  let highlighted: MapHighlight | null = null;
  let ring: CircleMarker | undefined;
  const draw = () => {
    ring?.remove();
    ring = undefined;
    for (const [id, pin] of pins) mark(pin, id === highlighted?.id);
    const point = highlighted && !pins.has(highlighted.id) ? highlighted : undefined;
    const { latitude: lat, longitude: lng } = point ?? {};
    const holder =
      lat === undefined || lng === undefined
        ? undefined
        : clusters.find((c) => holds(c.bbox, lat, lng));
    for (const c of clusters) mark(c.marker, c === holder);
    if (holder || lat === undefined || lng === undefined) return;
    ring = circleMarker([lat, lng], {
      radius: 11,
      className: 'map-highlight',
      interactive: false,
    }).addTo(map);
  };
  return {
    draw,
    set(target: MapHighlight | null) {
      highlighted = target;
      draw();
    },
  };
}

/** A marker's label as an element: text is never read as HTML. */
function label(className: string, text: string) {
  const element = document.createElement('span');
  element.className = className;
  element.textContent = text;
  return element;
}

/**
 * The results map (loaded on demand, see components/property-map.tsx): clusters as counts that
 * zoom into their box when clicked, adverts as price pins that open their card. Markers are
 * plain elements, so they show even when no tile loads.
 */
export function drawResultsMap(
  container: HTMLElement,
  start: string | undefined,
  handlers: ResultsMapHandlers,
) {
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const map = createMap(container, { zoomAnimation: !still, fadeAnimation: !still, minZoom: 1 });
  tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 })
    .once('tileerror', handlers.onTileError)
    .addTo(map);
  const results = layerGroup().addTo(map);
  let area: ReturnType<typeof rectangle> | undefined;
  const pins = new Map<number, Marker>();
  const clusters: DrawnCluster[] = [];
  const highlighter = createHighlighter(map, pins, clusters);

  const report = () => {
    const b = map.getBounds();
    const box = [
      clamp(b.getWest(), 180),
      clamp(b.getSouth(), 90),
      clamp(b.getEast(), 180),
      clamp(b.getNorth(), 90),
    ] as const;
    handlers.onView({ bbox: formatBbox(box), zoom: Math.round(map.getZoom()) });
  };
  const startBox = start ? parseBbox(start) : undefined;
  if (startBox && !('error' in startBox)) map.fitBounds(boundsOf(startBox));
  // The inhabited world, whatever the map's width (beside the list it is narrow).
  else map.fitBounds(latLngBounds([-45, -160], [65, 160]));
  map.on('moveend', report);
  map.on('click', () => handlers.onSelect(null));
  report();

  return {
    show(answer: AdvertMap) {
      results.clearLayers();
      pins.clear();
      clusters.length = 0;
      for (const c of answer.clusters) {
        const size = c.count >= 1000 ? 52 : c.count >= 100 ? 44 : 36;
        const cluster = marker([c.latitude, c.longitude], {
          icon: divIcon({
            className: 'map-cluster',
            html: label('', String(c.count)),
            iconSize: [size, size],
          }),
          title: handlers.clusterTitle(c.count),
          alt: handlers.clusterAlt(c.count),
          bubblingMouseEvents: false,
        });
        onActivate(cluster, () => map.fitBounds(boundsOf(c.bbox))).addTo(results);
        clusters.push({ marker: cluster, bbox: c.bbox });
      }
      for (const m of answer.markers) {
        const pin = marker([m.latitude, m.longitude], {
          icon: divIcon({
            className: 'map-price',
            html: label('', shortPrice(m.price, m.currency)),
            iconSize: undefined,
          }),
          title: m.title,
          alt: m.title,
          // Its click must not reach the map, whose click closes the card.
          bubblingMouseEvents: false,
        });
        onActivate(pin, () => handlers.onSelect(m)).addTo(results);
        onHoverOf(pin, m.id, handlers.onHover);
        pins.set(m.id, pin);
      }
      highlighter.draw();
    },
    /** The advert whose card is pointed at or focused, or none. */
    highlight: highlighter.set,
    /** Outlines the list's area ("Search this area"), or removes the outline. */
    outline(bbox: string | undefined) {
      area?.remove();
      const box = bbox ? parseBbox(bbox) : undefined;
      area =
        box && !('error' in box)
          ? rectangle(boundsOf(box), {
              color: '#0f766e',
              weight: 2,
              fill: false,
              interactive: false,
            }).addTo(map)
          : undefined;
    },
    /** Shows every cluster and marker of the answer (the first answer of a map without an area). */
    fitTo(answer: AdvertMap) {
      const points = [
        ...answer.clusters.flatMap((c) => [
          [c.bbox[1], c.bbox[0]],
          [c.bbox[3], c.bbox[2]],
        ]),
        ...answer.markers.map((m) => [m.latitude, m.longitude]),
      ] as [number, number][];
      if (points.length) map.fitBounds(latLngBounds(points), { padding: [24, 24], maxZoom: 15 });
    },
    remove: () => map.remove(),
  };
}

export type ResultsMap = ReturnType<typeof drawResultsMap>;
