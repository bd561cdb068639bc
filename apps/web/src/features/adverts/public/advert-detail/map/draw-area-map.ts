import { Browser, circle, latLng, map as createMap, tileLayer } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { AreaMap } from './area-map';

/**
 * Loaded on demand only (see components/area-map.tsx): Leaflet and its CSS stay out of every
 * page's first download. Tiles come from OpenStreetMap unless the build names another server
 * (`VITE_MAP_TILE_URL`, a Leaflet URL template; the server's CSP allows images from any https host).
 */
const TILE_URL =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ||
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Draws the area into `container`; returns the clean-up that removes the map. */
export function drawAreaMap(
  container: HTMLElement,
  area: AreaMap,
  onTileError: () => void,
): () => void {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const map = createMap(container, {
    // The page keeps scrolling over the map: the wheel and, on phones, one finger scroll the page
    // (buttons, keys and pinching still zoom and pan the map).
    scrollWheelZoom: false,
    dragging: !Browser.mobile,
    zoomAnimation: !still,
    fadeAnimation: !still,
  });
  map.fitBounds(latLng(area.center).toBounds(area.radiusMetres * 2), { padding: [24, 24] });
  tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 })
    .once('tileerror', onTileError)
    .addTo(map);
  circle(area.center, {
    radius: area.radiusMetres,
    color: '#0f766e',
    weight: 2,
    fillOpacity: 0.15,
    interactive: false,
  }).addTo(map);
  return () => map.remove();
}
