import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteCatalogue } from '../route-catalogue';
import { call, createTestApp, type TestApp } from '../test-app';
import type { AccessCall, CallBuilder } from './access-call';
import { ACCESS_MATRIX, ACCESS_VARIANTS } from './access-matrix';
import { ACCOUNT_CALLS } from './access-requests-accounts';
import { ADVERT_CALLS } from './access-requests-adverts';
import { AGENCY_CALLS } from './access-requests-agencies';
import { CATALOG_CALLS } from './access-requests-catalog';
import { ENGAGEMENT_CALLS } from './access-requests-engagement';
import { SAFETY_CALLS } from './access-requests-safety';
import { TALK_CALLS } from './access-requests-talk';
import { VARIANT_CALLS } from './access-requests-variants';
import { buildWorld, type Actor, type World } from './access-world';

const CALLS: Record<string, CallBuilder> = {
  ...ACCOUNT_CALLS,
  ...CATALOG_CALLS,
  ...ADVERT_CALLS,
  ...ENGAGEMENT_CALLS,
  ...TALK_CALLS,
  ...SAFETY_CALLS,
  ...AGENCY_CALLS,
  ...VARIANT_CALLS,
};
const PRIVATE = 'private, no-store';

/** Visitors' answers that shared caches may keep, as their routes say (and nothing stricter). */
const PUBLIC_ROUTES = [
  'GET /api/adverts',
  'GET /api/adverts/cities',
  'GET /api/adverts/exp-proprety',
  'GET /api/adverts/popular/:amount',
  'GET /api/adverts/map',
  'GET /api/adverts/places',
  'GET /api/adverts/similar/:id',
  'GET /api/adverts/:id/advertiser',
  "GET /api/adverts/:slug · B's public advert",
  'GET /api/advert-types',
  'GET /api/countries',
  'GET /api/cities/:id',
  'GET /api/districts/:id',
  'GET /api/tourRequest/slots/:advertId',
  'GET /api/tourRequest/viewing-hours/:advertId',
  'GET /api/images/file/*',
];

const catalogue = createRouteCatalogue();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-answers-'));
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'private-answers-web-'));
let t: TestApp;
let w: World;
beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  t = await createTestApp(
    { DATA_DIR: dataDir },
    { onRoute: catalogue.onRoute, webDistDir: webDist },
  );
  w = await buildWorld(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  for (const dir of [dataDir, webDist]) fs.rmSync(dir, { recursive: true, force: true });
});

async function answerTo(route: string, actor: Actor) {
  const request: AccessCall = await CALLS[route]!(w, actor);
  const response = await call(t, {
    method: request.method,
    url: request.url,
    payload: request.payload as never,
    headers: request.headers,
    token: w.tokenOf(actor),
    remoteAddress: w.nextAddress(),
  });
  await request.after?.(response);
  return response;
}

const rows = { ...ACCESS_MATRIX, ...ACCESS_VARIANTS };
const isPersonal = (route: string) => rows[route]!.visitor === 401;
const isWrite = (route: string) => !route.startsWith('GET ');

describe('private answers are never stored by a cache', () => {
  it('covers every route of the server', () => {
    const known = catalogue.routes.map((r) => `${r.method} ${r.url}`);
    expect(known.filter((route) => !(route in CALLS))).toEqual([]);
    expect(PUBLIC_ROUTES.filter((route) => !(route in CALLS))).toEqual([]);
  });

  it('answers every request that carries a token with private, no-store', async () => {
    const problems: string[] = [];
    for (const route of Object.keys(rows)) {
      for (const actor of ['customerA', 'owner', 'admin'] as const) {
        const res = await answerTo(route, actor);
        const cacheControl = res.headers['cache-control'];
        if (cacheControl !== PRIVATE)
          problems.push(`${route} as ${actor}: ${res.statusCode} ${String(cacheControl)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers a visitor privately on every route about a person and every write', async () => {
    const problems: string[] = [];
    for (const route of Object.keys(rows).filter((r) => isPersonal(r) || isWrite(r))) {
      const res = await answerTo(route, 'visitor');
      const cacheControl = res.headers['cache-control'];
      if (cacheControl !== PRIVATE) problems.push(`${route}: ${String(cacheControl)}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('keeps the public caching of answers to visitors', async () => {
    const problems: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      const res = await answerTo(route, 'visitor');
      const cacheControl = String(res.headers['cache-control']);
      if (res.statusCode !== 200 || !/^public, max-age=\d+/.test(cacheControl))
        problems.push(`${route}: ${res.statusCode} ${cacheControl}`);
    }
    expect(problems).toEqual([]);
    const asset = await call(t, { method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await call(t, { method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('varies the public answers that a token changes by Authorization', async () => {
    for (const route of ['GET /api/adverts', "GET /api/adverts/:slug · B's public advert"]) {
      const res = await answerTo(route, 'visitor');
      expect(String(res.headers.vary)).toMatch(/authorization/i);
    }
  });
});
