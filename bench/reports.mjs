/**
 * `node bench/reports.mjs --db-url URL`: latency of GET /report/range on a PostgreSQL data set,
 * for staff (the whole marketplace) and for the customer with most adverts, over 7 days, 90 days,
 * 12 months and 5 years ending today. One request at a time (a report is a person's click, not
 * a crowd's): prints p50, p95 and max per range.
 *
 *   node bench/reports.mjs --db-url postgres://postgres@127.0.0.1:5432/reports_copy
 *                          [--requests N] [--warmup N] [--populate]
 *
 * It writes to the database it is given (one ADMIN user if there is none; with --populate, users
 * up to 100,000 and tour requests over the adverts' lifetimes), so give it a copy of a bench data
 * set: CREATE DATABASE reports_copy TEMPLATE bench_1000000_g… (see bench/README.md).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import pg from 'pg';
import { freePort, startProcess, waitForHttp } from './lib/procs.mjs';
import { POPULATE_SQL } from './lib/reports-populate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    'db-url': { type: 'string' },
    requests: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '3' },
    populate: { type: 'boolean', default: false },
  },
});
if (!args['db-url']) {
  console.error('usage: node bench/reports.mjs --db-url URL [--requests N] [--populate]');
  process.exit(2);
}
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** Staff and the busiest owner, made if missing (the bench data sets hold customers only). */
async function prepareViewers(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    if (args.populate) await db.query(POPULATE_SQL);
    await db.query(`INSERT INTO users (first_name, last_name, phone, email, password_hash, role)
      SELECT 'Bench', 'Admin', '+900', 'reports-bench-admin@example.test', 'x', 'ADMIN'
      WHERE NOT EXISTS (SELECT 1 FROM users WHERE role = 'ADMIN')`);
    const staff = await db.query(`SELECT id FROM users WHERE role = 'ADMIN' ORDER BY id LIMIT 1`);
    const owner = await db.query(
      `SELECT user_id AS id FROM adverts GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    return { staff: staff.rows[0].id, customer: owner.rows[0].id };
  } finally {
    await db.end();
  }
}

const tokenOf = (userId) =>
  new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));

const day = (d) => d.toISOString().slice(0, 10);
function rangeEndingToday(days, years = 0) {
  const to = new Date();
  const from = new Date(to);
  if (years) from.setUTCFullYear(from.getUTCFullYear() - years);
  from.setUTCDate(from.getUTCDate() - days + 1);
  return `from=${day(from)}&to=${day(to)}`;
}
const RANGES = [
  ['7 days', rangeEndingToday(7)],
  ['90 days', rangeEndingToday(90)],
  ['12 months', rangeEndingToday(0, 1)],
  ['5 years', rangeEndingToday(0, 5)],
];

async function timeRequests(url, token) {
  const times = [];
  const total = Number(args.warmup) + Number(args.requests);
  for (let i = 0; i < total; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: token } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    if (i >= Number(args.warmup)) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(1);
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

const viewers = await prepareViewers(args['db-url']);
const port = await freePort();
const api = startProcess(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  logFile: path.join(os.tmpdir(), 'bench-reports-api.log'),
  env: {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-reports-')),
    DATABASE_URL: args['db-url'],
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET,
  },
});
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, 1200, api);
  console.log(`GET /report/range, ${args.requests} requests each, one at a time (ms)`);
  console.log('viewer    range       p50     p95     max   load');
  for (const [role, id] of Object.entries(viewers)) {
    const token = await tokenOf(id);
    for (const [name, query] of RANGES) {
      const r = await timeRequests(`${base}/api/report/range?${query}`, token);
      const load = os.loadavg()[0].toFixed(1);
      console.log(
        `${role.padEnd(9)} ${name.padEnd(9)} ${r.p50.padStart(7)} ${r.p95.padStart(7)} ${r.max.padStart(7)} ${load.padStart(6)}`,
      );
    }
  }
} finally {
  await api.stop();
}
