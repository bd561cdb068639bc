import { divIcon, map as createMap, marker, tileLayer } from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** The detail map's tile server (docs/decisions/0009-web-map.md), the same setting. */
const TILE_URL =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ||
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export type LatLng = { latitude: number; longitude: number };

/**
 * The advert forms' map (loaded on demand): one pin, dragged to the property's spot. `moveTo`
 * puts it somewhere else (a new district's centre).
 */
export function drawPinMap(
  container: HTMLElement,
  at: LatLng,
  onMove: (point: LatLng) => void,
  onTileError: () => void,
  labels: { alt: string; title: string },
) {
  const map = createMap(container, { scrollWheelZoom: false }).setView(
    [at.latitude, at.longitude],
    15,
  );
  tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 })
    .once('tileerror', onTileError)
    .addTo(map);
  const pin = marker([at.latitude, at.longitude], {
    draggable: true,
    autoPan: true,
    title: labels.title,
    alt: labels.alt,
    icon: divIcon({
      className: 'map-pin__marker',
      html: '<span></span>',
      iconSize: [26, 26],
      iconAnchor: [13, 30],
    }),
  }).addTo(map);
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  pin.on('dragend', () => {
    const p = pin.getLatLng();
    onMove({ latitude: round(p.lat), longitude: round(p.lng) });
  });
  map.on('click', (e) => {
    pin.setLatLng(e.latlng);
    onMove({ latitude: round(e.latlng.lat), longitude: round(e.latlng.lng) });
  });
  return {
    moveTo(point: LatLng) {
      pin.setLatLng([point.latitude, point.longitude]);
      map.setView([point.latitude, point.longitude], 15);
    },
    remove: () => map.remove(),
  };
}

export type PinMap = ReturnType<typeof drawPinMap>;
