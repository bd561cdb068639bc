/**
 * `npm run bench -- --suite costly-reads [--adverts 1000000] [--connections 32] [--duration S]`
 * (docs/decisions/0054-costly-read-budget.md): on the PostgreSQL data set of N adverts, 32
 * connections send costly reads that no cache holds (price-filtered maps of random boxes, text and
 * price searches with random words and bounds) while 2 connections measure `/api/health` and a
 * kept list. With the defaults (a cap of the host's cores, 16 waiting), a cap of 1, and with the
 * first cap of 8 and no line, the address budget lifted, then with a budget of 60 a minute. Targets: health and the kept list under 20 ms p95; the
 * excess 503 or 429 with a message.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readyDataSet } from '../lib/data-sets.mjs';
import { loadOf, meta, save, startApi, suiteArgs } from '../lib/suite.mjs';

const args = suiteArgs({
  connections: { type: 'string', default: '32' },
  duration: { type: 'string', default: '15' },
});
const connections = Number(args.connections);
const seconds = Number(args.duration);

const databaseUrl = await readyDataSet(args.pg, args.adverts);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows } = await db.query(`
  SELECT ci.latitude, ci.longitude FROM adverts a JOIN cities ci ON ci.id = a.city_id
  WHERE a.id < 20000 GROUP BY ci.id ORDER BY count(*) DESC LIMIT 1`);
await db.end();
const city = rows[0];

const WORDS = ['sea', 'garden', 'view', 'flat', 'house', 'villa', 'park', 'centre', 'quiet'];
const any = (list) => list[Math.floor(Math.random() * list.length)];
const box = () => {
  const lng = city.longitude + (Math.random() - 0.5);
  const lat = city.latitude + (Math.random() - 0.5) * 0.6;
  return [lng - 0.25, lat - 0.15, lng + 0.25, lat + 0.15].map((v) => v.toFixed(5)).join(',');
};
/** Costly reads that never repeat: each key is new to the cache. */
const costly = () => {
  const price = 50_000 + Math.floor(Math.random() * 900_000);
  const kinds = [
    () => `/api/adverts/map?bbox=${box()}&zoom=10&price_end=${price}`,
    () => `/api/adverts?q=${any(WORDS)}&price_start=${price}&size=10`,
    () => `/api/adverts?price_start=${price}&price_end=${price + 100_000}&sort=price&size=10`,
  ];
  return any(kinds)();
};
const attack = Array.from({ length: 50_000 }, costly);
const probes = ['/api/health', '/api/adverts?page=0&size=10'];

async function phase(name, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-costly-'));
  const api = await startApi(`costly-${name}`, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    ...env,
  });
  try {
    const refusal = await fetch(`${api.base}${attack[0]}`).then((r) => r.status);
    const load = (paths, n) =>
      loadOf({ url: api.base, paths, connections: n, duration: seconds, warmup: 0 });
    const calm = await Promise.all(probes.map((p) => load([p], 1)));
    const running = Promise.all([load(attack, connections), ...probes.map((p) => load([p], 1))]);
    // The refusals' messages as a person reads them, asked beside the load.
    const messages = new Set();
    let done = false;
    running.finally(() => (done = true));
    while (!done && messages.size < 2) {
      const r = await fetch(`${api.base}${costly()}`);
      if (r.status >= 400) messages.add(`${r.status} ${(await r.json()).message}`);
    }
    const [hammer, ...busy] = await running;
    const message = [...messages].join(' / ');
    return [
      ...probes.map((p, i) => ({
        phase: name,
        measure: `${p} alone`,
        p95: calm[i].p95,
        rps: calm[i].rps,
      })),
      ...probes.map((p, i) => ({
        phase: name,
        measure: `${p} during the costly reads`,
        p95: busy[i].p95,
        rps: busy[i].rps,
        statuses: JSON.stringify(busy[i].statuses),
      })),
      {
        phase: name,
        measure: `${connections} connections of costly reads`,
        p95: hammer.p95,
        rps: hammer.rps,
        statuses: JSON.stringify(hammer.statuses),
        first: refusal,
        refusal: message,
        load: Math.round(os.loadavg()[0] * 10) / 10,
      },
    ];
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [
  // An empty value is unset: the server's own defaults, not the speed suites' lifted cap.
  ...(await phase('default cap and line', {
    COSTLY_READS_AT_ONCE: '',
    COSTLY_READS_PER_MINUTE: '100000',
  })),
  // One read at a time leaves the other cores to the event loop and the cheap calls.
  ...(await phase('cap 1', {
    COSTLY_READS_AT_ONCE: '1',
    COSTLY_READS_PER_MINUTE: '100000',
  })),
  ...(await phase('cap 8, no line', {
    COSTLY_READS_AT_ONCE: '8',
    COSTLY_READS_WAITING: '0',
    COSTLY_READS_PER_MINUTE: '100000',
  })),
  // A small budget, so that one address meets it within the run (300 takes longer at this speed).
  ...(await phase('budget 60 a minute', {
    COSTLY_READS_AT_ONCE: '',
    COSTLY_READS_PER_MINUTE: '60',
  })),
];
for (const row of results) console.log(row);
const info = meta('costly-reads', {
  title: `Costly read budget: PostgreSQL, ${Number(args.adverts).toLocaleString('en-US')} adverts`,
  connections,
  durationSeconds: seconds,
  database: new URL(databaseUrl).pathname.slice(1),
});
save(`postgres-${args.adverts}-costly-reads${args.tag ? `-${args.tag}` : ''}`, info, results, [
  `${connections} connections of never-repeating costly reads for ${seconds} s, beside 1 connection each on /api/health and a kept list; "alone" is those two before the costly reads.`,
]);
