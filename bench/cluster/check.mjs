/**
 * `npm run cluster-check`: two API processes behind nginx on one private
 * PostgreSQL, under the mixed load. PostgreSQL is restarted in the middle (the processes must
 * answer 503 with a message meanwhile and recover on their own), then one process is killed
 * with SIGKILL and started again (no request that nginx could resend may fail). Prints what it
 * saw and exits 1 when a figure is wrong.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { startLoad } from './load-client.mjs';
import { prepareLoadData } from './load-data.mjs';
import { startStack } from './stack.mjs';
import { checkFigures, failed, phaseFigures, waitFor } from './check-figures.mjs';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '25' },
    phase: { type: 'string', default: '15' },
  },
});
const phaseMs = Number(args.phase) * 1000;
const records = [];
const dir = mkdtempSync(path.join(os.tmpdir(), 'estate-cluster-check-'));
const stack = await startStack({ logName: 'cluster-check' });
const say = (text) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

/** A visitor's read, a signed-in read and the health check: each needs the database. */
const PROBES = ['/api/health', '/api/adverts/cities', '/api/favorites/forCart/auth'];

async function probe(url, token) {
  const headers = token ? { authorization: token } : {};
  const res = await fetch(url, { headers }).catch(() => undefined);
  if (!res) return { status: 0 };
  return {
    status: res.status,
    body: await res.text(),
    retryAfter: res.headers.get('retry-after'),
    upstream: res.headers.get('x-upstream'),
  };
}
/** A phase of the check: the load runs on its own for this long. */
const loadPhase = (ms) => sleep(ms);
const healthy = (api) =>
  probe(`http://127.0.0.1:${api.port}/api/health`).then((r) => r.status === 200);

let exitCode = 1;
try {
  say(
    `cluster up: ${stack.base} (${stack.front.kind}), API pids ${stack.apis.map((a) => a.pid).join(', ')}`,
  );
  const data = await prepareLoadData({ base: stack.base, pg: stack.pg, dir });
  const load = startLoad(
    { ...data, dir, seconds: 3600, rate: Number(args.rate), concurrency: 8 },
    (r) => records.push({ ...r, endedAt: r.startedAt + r.ms }),
  );
  const marks = { start: Date.now() };
  await loadPhase(phaseMs);

  say('stopping PostgreSQL (fast shutdown)');
  marks.dbDown = Date.now();
  await stack.pg.stop();
  const probes = [];
  // Down until the load has met it plenty of times, and each kind of caller was answered.
  await waitFor(async () => {
    for (const url of PROBES) probes.push(await probe(stack.base + url, data.customers[0].token));
    const seen = records.filter((r) => r.status === 503 && r.startedAt > marks.dbDown).length;
    return seen >= 50 && probes.length >= 3 * PROBES.length;
  }, 60_000);
  say('starting PostgreSQL again');
  await stack.pg.start();
  await waitFor(async () => {
    const dead = stack.apis.filter((a) => !a.alive);
    if (dead.length)
      throw new Error(
        `${dead.map((a) => a.name).join(', ')} died during the outage: see ${stack.logDir}`,
      );
    return (await Promise.all(stack.apis.map(healthy))).every(Boolean);
  }, 60_000);
  marks.recovered = Date.now();
  say(`both processes answer again after ${marks.recovered - marks.dbDown} ms`);
  await loadPhase(phaseMs);

  const killed = stack.apis[1];
  const pidsBefore = stack.apis.map((a) => a.pid);
  say(`killing ${killed.name} (pid ${killed.pid}) with SIGKILL`);
  marks.killed = Date.now();
  await killed.kill();
  await loadPhase(phaseMs);
  say(`starting ${killed.name} again`);
  await killed.start();
  marks.back = Date.now();
  await loadPhase(phaseMs);
  const upstreams = new Set();
  for (let i = 0; i < 20; i++) upstreams.add((await probe(`${stack.base}/api/health`)).upstream);
  await load.stop();
  marks.end = Date.now();

  const figures = phaseFigures(records, marks, probes);
  figures.servedByBoth = stack.apis.every((a) => upstreams.has(`127.0.0.1:${a.port}`));
  figures.survivedOutage = pidsBefore[0] === stack.apis[0].pid;
  const problems = checkFigures(figures);
  console.log(JSON.stringify(figures, null, 2));
  for (const p of problems) console.log(`FAILED: ${p}`);
  console.log(problems.length === 0 ? 'cluster check: all figures hold' : 'cluster check: FAILED');
  exitCode = problems.length === 0 ? 0 : 1;
  const later = failed(records).filter((r) => r.startedAt >= marks.recovered);
  if (later.length > 0) console.log('failures after recovery:', JSON.stringify(later));
} finally {
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
