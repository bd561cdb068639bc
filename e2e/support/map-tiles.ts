import type { Page } from '@playwright/test';

/** The tile server the web build draws maps from (VITE_MAP_TILE_URL, as at build time). */
const TILE_URL = process.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Every tile of that server, as a Playwright glob ({z}, {x}, {y}, {s}… match anything). */
export const TILE_PATTERN = TILE_URL.replace(/\{[^}]+\}/g, '*');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a test that cuts the tile server off expects: the failed requests and Chromium's log line. */
export const TILE_FAILURES = new RegExp(
  `failed GET ${escaped(TILE_URL.split('{')[0]!)}|Failed to load resource: net::ERR_INTERNET_DISCONNECTED`,
);

/** A 1×1 picture in the colour of land on a map. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP49P4lAAWhAstl7N0JAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Answers every tile request with that picture: the tests run without internet, and a real tile
 * server would make them depend on it. The map is still drawn by the real Leaflet.
 */
export function serveMapTiles(page: Page) {
  return page.route(TILE_PATTERN, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
}
