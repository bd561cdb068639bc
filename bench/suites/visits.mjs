/**
 * `npm run bench -- --suite visits [--adverts 1000000] [--connections 16] [--duration S]`
 * (the tour picker's speed, docs/product.md#viewing-hours): on the copy `<data set>_visits` of the
 * PostgreSQL data set of N adverts (never the data set itself), 2,000 public adverts get viewing
 * hours (half of them) and three APPROVED tours on the measured date; then
 * `GET /tourRequest/slots/{advertId}?date=` is read for random ones of them, with 1 and with 16
 * connections. Target: p95 ≤ 10 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { failedOf } from '../lib/report.mjs';
import { loadOf, meta, save, startApi, suiteArgs } from '../lib/suite.mjs';

const args = suiteArgs({
  connections: { type: 'string', default: '16' },
  duration: { type: 'string', default: '15' },
});
const connections = Number(args.connections);
const seconds = Number(args.duration);
const SAMPLE = 2000;

/** The visits copy of the data set; made by whoever runs the benchmarks, never here. */
async function visitsCopy(serverUrl, adverts) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY oid DESC`,
      [`bench\\_${adverts}\\_g%\\_visits`],
    );
    if (!rows[0]) throw new Error(`no copy bench_${adverts}_g…_visits of the data set`);
    const url = new URL(serverUrl);
    url.pathname = `/${rows[0].datname}`;
    return url.toString();
  } finally {
    await admin.end();
  }
}

/** Viewing hours and APPROVED tours on `date` for a sample of public adverts; their ids. */
async function prepare(databaseUrl, date) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT a.id FROM adverts a TABLESAMPLE SYSTEM (1) JOIN categories c ON c.id = a.category_id
       WHERE advert_is_public(a.status, a.is_active, c.is_active) LIMIT ${SAMPLE}`,
    );
    const ids = rows.map((r) => r.id);
    await db.query(
      `INSERT INTO advert_viewing_hours (advert_id, days, opens_minute, closes_minute, blocked_dates)
       SELECT id, 31, 600, 1080, ARRAY[$2::date + 7] FROM unnest($1::int[]) AS id WHERE id % 2 = 0
       ON CONFLICT (advert_id) DO NOTHING`,
      [ids, date],
    );
    await db.query(
      `INSERT INTO tour_requests (advert_id, guest_user_id, owner_user_id, tour_time, status)
       SELECT a.id, (SELECT min(u.id) FROM users u WHERE u.id <> a.user_id), a.user_id,
              $2::date + time '11:00' + k * interval '30 minutes', 'APPROVED'
       FROM adverts a, generate_series(0, 2) k WHERE a.id = ANY($1::int[])
       ON CONFLICT DO NOTHING`,
      [ids, date],
    );
    const plan = await db.query(
      `EXPLAIN (ANALYZE, BUFFERS) SELECT to_char(tour_time, 'HH24:MI') FROM tour_requests
       WHERE advert_id = $1 AND status = 'APPROVED' AND tour_time >= $2::date
         AND tour_time < $2::date + 1`,
      [ids[0], date],
    );
    return { ids, plan: plan.rows.map((r) => r['QUERY PLAN']) };
  } finally {
    await db.end();
  }
}

const databaseUrl = await visitsCopy(args.pg, args.adverts);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-visits-'));
// The first start on the copy applies the newer migrations (0032: zones and viewing hours).
const api = await startApi('visits', {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  PUBLIC_CACHE_SECONDS: '0',
});
try {
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const { ids, plan } = await prepare(databaseUrl, date);
  const paths = Array.from(
    { length: 400 },
    () => `/api/tourRequest/slots/${ids[Math.floor(Math.random() * ids.length)]}?date=${date}`,
  );
  const rows = [];
  for (const c of [1, connections]) {
    const r = await loadOf({ url: api.base, paths, connections: c, duration: seconds, warmup: 3 });
    rows.push({
      measure: `GET /tourRequest/slots/{advertId}?date= (${ids.length} adverts), ${c} connection${c > 1 ? 's' : ''}`,
      rps: r.rps,
      p50: r.p50,
      p95: r.p95,
      p99: r.p99,
      max: r.max,
      failed: failedOf(r),
      load: Math.round(os.loadavg()[0] * 10) / 10,
    });
    console.log(rows.at(-1), r.statuses);
  }
  const info = meta('visits', {
    title: `Visits benchmark: PostgreSQL, ${Number(args.adverts).toLocaleString('en-US')} adverts, the slots of a day`,
    connections,
    durationSeconds: seconds,
    database: new URL(databaseUrl).pathname.slice(1),
  });
  save(`postgres-${args.adverts}-visits${args.tag ? `-${args.tag}` : ''}`, info, rows, [
    `${seconds} s per row after 3 s warm-up; a visitor (no token); each answer also reads the advert's zone and hours.`,
    '',
    'The approved tours of an advert on a date, `EXPLAIN (ANALYZE, BUFFERS)`:',
    '',
    '```',
    ...plan,
    '```',
  ]);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
