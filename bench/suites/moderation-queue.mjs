/**
 * `npm run bench -- --suite moderation-queue [--adverts 1000000] [--connections 16] [--duration S]`
 * (the moderation desk, docs/product.md#moderation): on a copy of the PostgreSQL data set
 * (`<data set>_desk`; the data set itself is never changed), exactly 10,000 adverts wait in
 * PENDING, entered over 30 days; staff read the queue's first page, oldest first, with and
 * without filters, and a later page. Target: first page p95 ≤ 30 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { copyOfDataSet } from '../lib/data-sets.mjs';
import { failedOf } from '../lib/report.mjs';
import { JWT_SECRET, loadOf, meta, save, startApi, suiteArgs } from '../lib/suite.mjs';

const args = suiteArgs({
  connections: { type: 'string', default: '16' },
  duration: { type: 'string', default: '10' },
  pending: { type: 'string', default: '10000' },
});

/**
 * Exactly `count` PENDING adverts, their waiting times spread over 30 days, and a staff member.
 * Status writes go through the triggers (pending_since, tallies), as the API's would.
 */
async function prepareQueue(databaseUrl, count) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // In statements of 500 rows: the statement triggers join their transition tables.
    const batches = async (statement, total) => {
      for (let done = 0; done < total; done += 500)
        await db.query(statement, [Math.min(500, total - done)]);
    };
    const { rows: before } = await db.query(
      'SELECT count(*)::int AS n FROM adverts WHERE status = 0',
    );
    const n = before[0].n;
    await batches(
      `UPDATE adverts SET status = 2 WHERE id IN
         (SELECT id FROM adverts WHERE status = 0 ORDER BY id DESC LIMIT $1)`,
      n - count,
    );
    await batches(
      `UPDATE adverts SET status = 0 WHERE id IN
         (SELECT id FROM adverts WHERE status = 1 AND id % 97 = 13 ORDER BY id LIMIT $1)`,
      count - n,
    );
    await batches(
      `UPDATE adverts SET pending_since = now() - (id % 43200) * interval '1 minute'
        WHERE id IN (SELECT id FROM adverts WHERE status = 0
                       AND pending_since > now() - interval '1 hour' LIMIT $1)`,
      count,
    );
    await db.query(`INSERT INTO users (first_name, last_name, phone, email, password_hash, role, search_text)
      SELECT 'Desk', 'Admin', '+901', 'desk-bench-admin@example.test', 'x', 'ADMIN', 'desk admin'
      WHERE NOT EXISTS (SELECT 1 FROM users WHERE email = 'desk-bench-admin@example.test')`);
    await db.query('VACUUM ANALYZE adverts');
    const staff = await db.query(
      `SELECT id FROM users WHERE email = 'desk-bench-admin@example.test'`,
    );
    const lookups = await db.query(
      `SELECT (SELECT array_agg(id) FROM categories WHERE is_active) AS categories,
              (SELECT array_agg(id) FROM advert_types) AS types,
              (SELECT count(*)::int FROM adverts WHERE status = 0) AS pending,
              (SELECT count(*)::int FROM adverts) AS adverts`,
    );
    return { adminId: staff.rows[0].id, ...lookups.rows[0] };
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

const databaseUrl = await copyOfDataSet(args.pg, args.adverts, 'desk');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-desk-'));
// The server migrates the copy (pending_since, adverts_queue_idx) before anything is measured.
const api = await startApi('moderation-queue', {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
});
try {
  const data = await prepareQueue(databaseUrl, Number(args.pending));
  console.log('queue ready', data);
  const staff = { authorization: await tokenOf(data.adminId) };
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const many = (make) => Array.from({ length: 400 }, make);
  const queue = (query) => `/api/adverts/admin/queue?${new URLSearchParams(query)}`;
  const calls = [
    ['queue: first page (20)', many(() => queue({ page: 0, size: 20 }))],
    [
      'queue: first page, size 10 to 100',
      many(() => queue({ page: 0, size: pick([10, 25, 50, 100]) })),
    ],
    [
      'queue: first page, category and type',
      many(() =>
        queue({
          page: 0,
          size: 20,
          categoryid: pick(data.categories),
          advert_type_id: pick(data.types),
        }),
      ),
    ],
    [
      'queue: first page, text',
      many(() => queue({ page: 0, size: 20, q: pick(['garden', 'sea view', 'deniz', 'ofis']) })),
    ],
    ['queue: pages 2 to 20', many(() => queue({ page: 1 + Math.floor(random() * 19), size: 20 }))],
  ];
  const rows = [];
  for (const [measure, paths] of calls) {
    const r = await loadOf({
      url: api.base,
      paths,
      connections: Number(args.connections),
      duration: Number(args.duration),
      warmup: 3,
      headers: staff,
    });
    const row = { measure, rps: r.rps, p50: r.p50, p95: r.p95, p99: r.p99, max: r.max };
    rows.push({ ...row, failed: failedOf(r), load: Math.round(os.loadavg()[0] * 10) / 10 });
    if (failedOf(r)) console.log('answers by status', r.statuses, 'errors', r.errors);
    console.log(rows.at(-1));
  }
  const info = meta('moderation-queue', {
    title: `Moderation queue: PostgreSQL, ${data.adverts.toLocaleString('en-US')} adverts, ${data.pending.toLocaleString('en-US')} pending`,
    connections: Number(args.connections),
    durationSeconds: Number(args.duration),
    database: new URL(databaseUrl).pathname.slice(1),
  });
  save(`moderation-queue${args.tag ? `-${args.tag}` : ''}`, info, rows, [
    `${args.connections} connections, ${args.duration} s per call after 3 s warm-up; staff (no cache). Target: first page p95 ≤ 30 ms.`,
  ]);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
