import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteCatalogue } from '../route-catalogue';
import { call, createTestApp, type TestApp } from '../test-app';
import type { CallBuilder } from './access-call';
import { badInputCall, badInputProblem, refusedBeforeInput } from './access-bad-input';
import { problemsOf } from './access-check';
import { ACCESS_MATRIX, ACCESS_VARIANTS, type ExpectedAnswers } from './access-matrix';
import { ACCOUNT_CALLS } from './access-requests-accounts';
import { ADVERT_CALLS } from './access-requests-adverts';
import { AGENCY_CALLS } from './access-requests-agencies';
import { CATALOG_CALLS } from './access-requests-catalog';
import { ENGAGEMENT_CALLS } from './access-requests-engagement';
import { SAFETY_CALLS } from './access-requests-safety';
import { TALK_CALLS } from './access-requests-talk';
import { VARIANT_CALLS } from './access-requests-variants';
import { ACTORS, buildWorld, type World } from './access-world';

const CALLS: Record<string, CallBuilder> = {
  ...ACCOUNT_CALLS,
  ...CATALOG_CALLS,
  ...ADVERT_CALLS,
  ...ENGAGEMENT_CALLS,
  ...TALK_CALLS,
  ...SAFETY_CALLS,
  ...AGENCY_CALLS,
};

const catalogue = createRouteCatalogue();
// Pictures of its own: other test files share the default folder and reuse advert ids.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-matrix-'));
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir }, { onRoute: catalogue.onRoute });
  w = await buildWorld(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const serverRoutes = () => catalogue.routes.map((r) => `${r.method} ${r.url}`);
const missingFrom = (keys: string[], from: object) => keys.filter((key) => !(key in from));
const routeOfVariant = (row: string) => row.split(' · ')[0]!;

/** Calls every row of `table` as every actor, in order; answers the calls made and problems. */
async function check(
  table: Record<string, ExpectedAnswers>,
  builders: Record<string, CallBuilder>,
) {
  const problems: string[] = [];
  let calls = 0;
  for (const [route, expectedOf] of Object.entries(table)) {
    const started = Date.now();
    for (const actor of ACTORS) {
      const request = await builders[route]!(w, actor);
      const response = await call(t, {
        method: request.method,
        url: request.url,
        payload: request.payload as never,
        headers: request.headers,
        token: w.tokenOf(actor),
        remoteAddress: w.nextAddress(),
      });
      await request.after?.(response);
      calls += 1;
      const answer = { route, actor, expected: expectedOf[actor], call: request };
      problems.push(...problemsOf(answer, response, w.privateMarkers));
    }
    if (process.env.ACCESS_TIMING) process.stdout.write(`${Date.now() - started} ms ${route}\n`);
  }
  return { calls, problems };
}

describe('access matrix', () => {
  it('has one row, and one way to call it, for every route of the server and no other', () => {
    const routes = serverRoutes();
    const known = Object.fromEntries(routes.map((route) => [route, true]));
    const rows = Object.keys(ACCESS_MATRIX);
    const variants = Object.keys(ACCESS_VARIANTS);
    expect(routes.length).toBeGreaterThan(50);
    expect(missingFrom(routes, ACCESS_MATRIX), 'routes without a row').toEqual([]);
    expect(missingFrom(rows, known), 'rows without a route').toEqual([]);
    expect(missingFrom(variants.map(routeOfVariant), known), 'variants without a route').toEqual(
      [],
    );
    expect(missingFrom(rows, CALLS), 'rows without a call').toEqual([]);
    expect(missingFrom(Object.keys(CALLS), ACCESS_MATRIX), 'calls without a row').toEqual([]);
    expect(missingFrom(variants, VARIANT_CALLS), 'variants without a call').toEqual([]);
  });

  // Minutes under a full suite's load: about twenty password hashes, pictures, 480 calls.
  it('answers every route as every actor as the table says, never with B’s data', async () => {
    const { calls, problems } = await check(ACCESS_MATRIX, CALLS);
    const routes = Object.keys(ACCESS_MATRIX).length;
    process.stdout.write(
      `access matrix: ${routes} routes × ${ACTORS.length} actors = ${calls} calls checked, ${problems.length} mismatches\n`,
    );
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers the variant rows (other records of B, the Users page rules) as the table says', async () => {
    const { calls, problems } = await check(ACCESS_VARIANTS, VARIANT_CALLS);
    const rows = Object.keys(ACCESS_VARIANTS).length;
    process.stdout.write(
      `access matrix variants: ${rows} rows × ${ACTORS.length} actors = ${calls} calls checked, ${problems.length} mismatches\n`,
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it('refuses a visitor, and a customer on the back office, before reading what they sent', async () => {
    const problems: string[] = [];
    for (const [route, expected] of Object.entries(ACCESS_MATRIX)) {
      for (const [actor, status] of refusedBeforeInput(expected)) {
        const request = badInputCall(route);
        const res = await call(t, {
          ...request,
          payload: request.payload as never,
          token: w.tokenOf(actor),
        });
        const problem = badInputProblem(route, actor, status, res);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
