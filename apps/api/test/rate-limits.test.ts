import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { LIMIT_ROWS, limitCases, type LimitCase } from './rate-limit-cases';
import { twoAppsOneStore, type SharedStoreApps } from './shared-store-apps';

/**
 * Each limited action, by client address and by account (or e-mail), on two
 * app instances that share only their stores. A burst of `allowed + EXTRA` calls fired at once,
 * alternating between the instances, must let exactly `allowed` through between them.
 */
const EXTRA = 3;
let shared: SharedStoreApps;
let cases: LimitCase[];
let refusals = 0;
let excess = 0;
beforeAll(async () => {
  shared = await twoAppsOneStore();
  cases = await limitCases(shared.apps[0], (allowed) => allowed + EXTRA);
});
afterAll(async () => {
  process.stdout.write(
    `rate limits: ${cases.length} cases (${cases.length / 2} actions × address/account) on 2 app instances ` +
      `sharing the ${shared.store} store, ${refusals} refusals checked, ${excess} let through beyond a limit\n`,
  );
  await shared.close();
});

/** A 429 in the wire shape with a Retry-After in whole seconds; answers what is wrong. */
function badRefusal(res: LightMyRequestResponse): string | undefined {
  const body = res.json() as { status?: unknown; message?: unknown };
  const retryAfter = String(res.headers['retry-after'] ?? '');
  if (body.status !== 429 || typeof body.message !== 'string' || !body.message.trim())
    return `429 without {status, message}: ${res.body}`;
  if (!/^[1-9]\d*$/.test(retryAfter)) return `429 with Retry-After "${retryAfter}"`;
  return undefined;
}

async function settled() {
  for (const t of shared.apps) await t.app.background.idle();
}

describe('rate limits shared by two app instances', () => {
  it.each(LIMIT_ROWS.map((row, n) => [row, n] as const))(
    '%s',
    { timeout: 120_000 },
    async (_row, n) => {
      const c = cases[n]!;
      const before = await c.work?.count();
      const answers = await Promise.all(
        Array.from({ length: c.allowed + EXTRA }, (_, i) =>
          shared.apps[i % 2]!.app.inject(c.request(i)),
        ),
      );
      await settled();
      const through = answers.filter((res) => res.statusCode !== 429);
      const refused = answers.filter((res) => res.statusCode === 429);
      refusals += refused.length;
      excess += Math.max(0, through.length - c.allowed);
      const label = LIMIT_ROWS[n];
      expect({ label, through: through.length }).toEqual({ label, through: c.allowed });
      expect(through.map((res) => res.statusCode).filter((s) => !c.admitted.includes(s))).toEqual(
        [],
      );
      expect(refused.map(badRefusal).filter(Boolean)).toEqual([]);
      if (c.work) expect((await c.work.count()) - before!).toBe(c.work.growth);
    },
  );
});
