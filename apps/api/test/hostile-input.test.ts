import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRouteCatalogue } from './route-catalogue';
import { createTestApp, type TestApp } from './test-app';
import { createFingerprinter } from './hostile/db-fingerprint';
import { makeWorld } from './hostile/world';
import { casesFor, prepareRoute, sendCase, type SweepTally } from './hostile/sweep';

/**
 * Every API route gets generated bad values, one change at a time to a valid
 * request (docs/decisions/0028-hostile-input-sweep.md). Replay a run with HOSTILE_SEED, one route with
 * HOSTILE_ROUTE="POST /api/adverts", more or fewer calls with HOSTILE_RUNS.
 */
const seed = Number(process.env.HOSTILE_SEED ?? defaultSeed());
const runsPerRoute = Number(process.env.HOSTILE_RUNS ?? 50);
const onlyRoute = process.env.HOSTILE_ROUTE;

/**
 * Under CI the seed comes from the commit, so a fresh clone's run predicts the landing run of
 * the same commit and each new commit still explores new values; elsewhere it is random.
 */
function defaultSeed(): number {
  if (process.env.CI) {
    try {
      const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
      return Number.parseInt(head.slice(0, 7), 16);
    } catch {
      // not a git checkout: fall back to a random seed
    }
  }
  return Math.floor(Math.random() * 2 ** 31);
}

/** The property's own message (already cut short) and how to replay it, not the huge value. */
function describeFailure(error: unknown): string {
  const { message, cause } = error as Error & { cause?: Error };
  const replay = message.match(/\{ seed: .*?\}/)?.[0] ?? '';
  return `${cause?.message ?? message.slice(0, 500)} ${replay}`;
}

const catalogue = createRouteCatalogue();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: catalogue.onRoute });
});
afterAll(() => t?.close());

it(
  'no bad value is answered 5xx, every refusal says why and changes nothing',
  { timeout: 600_000 },
  async () => {
    const fingerprinter = await createFingerprinter(t.database.db);
    const tally: SweepTally = { sent: 0, fiveHundreds: 0, refusals: 0, changedData: 0 };
    const failures: string[] = [];
    const routes = catalogue.routes
      .map((route, index) => ({ route, index }))
      .filter(({ route: r }) => !onlyRoute || `${r.method} ${r.url}` === onlyRoute)
      .sort((a, b) => Number(a.route.method !== 'GET') - Number(b.route.method !== 'GET'));
    // Reads share one world and go first; each write route gets its own, so what an accepted
    // call deleted (a bad id can be a real one: "1") does not blunt the next route's calls.
    const sharedWorld = await makeWorld(t);
    for (const { route, index } of routes) {
      const world = route.method === 'GET' ? sharedWorld : await makeWorld(t);
      const prepared = await prepareRoute(t, route, world, seed + index);
      let before = await fingerprinter.take();
      const property = fc.asyncProperty(casesFor(prepared), async (c) => {
        before = await sendCase(t, prepared, c, before, fingerprinter, tally);
      });
      try {
        await fc.assert(property, {
          seed: seed + index,
          numRuns: runsPerRoute,
          endOnFailure: !process.env.HOSTILE_SHRINK,
        });
      } catch (error) {
        failures.push(`${route.method} ${route.url}: ${describeFailure(error)}`);
        before = await fingerprinter.take();
      }
    }
    process.stdout.write(
      `hostile inputs (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded'}): ${tally.sent.toLocaleString('en')} sent to ${routes.length} routes, ${tally.fiveHundreds} answered 5xx, ` +
        `${tally.changedData} refusals changed data (${tally.refusals.toLocaleString('en')} refusals, ` +
        `${fingerprinter.tables.length} tables compared; seed ${seed}, replay with HOSTILE_SEED=${seed})\n`,
    );
    expect(failures).toEqual([]);
  },
);
