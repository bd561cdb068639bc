import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { E2E_PORT } from './server';

/** The local tile server's port: the end-to-end server's plus 2000 (neighbours are other runs' ports). */
export const TILE_PORT = Number(process.env.E2E_TILE_PORT ?? E2E_PORT + 2000);
export const LOCAL_TILE_URL = `http://127.0.0.1:${TILE_PORT}/tiles/{z}/{x}/{y}.png`;

/** A 1×1 picture in the colour of land on a map (as support/map-tiles.ts). */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP49P4lAAWhAstl7N0JAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * A tile server on 127.0.0.1 answering every /tiles/… with that picture, so the maps of the
 * build draw real tiles without the internet. It lives as long as the test runner.
 */
export async function startTileServer(): Promise<void> {
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith('/tiles/')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
    res.end(TILE);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(TILE_PORT, '127.0.0.1', resolve);
  });
  server.unref();
}

/** Whether the web build in `distDir` draws its maps from `tileUrl` (it is baked in at build time). */
export function buildUsesTiles(distDir: string, tileUrl: string): boolean {
  const assets = path.join(distDir, 'assets');
  if (!fs.existsSync(assets)) return false;
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => fs.readFileSync(path.join(assets, file), 'utf8').includes(tileUrl));
}
