/**
 * `npm run bench -- --suite backoffice [--adverts 1000000] [--connections 16] [--duration S]`
 * (back-office speed): on the owner suite's copy of the PostgreSQL data set, brought to 100,000
 * users, staff use the back office: the moderation list with combinations of its filters, the
 * users search and the dashboard overview (`GET /report`), and an owner's overview.
 * Targets: moderation p95 ≤ 30 ms, users search ≤ 20 ms, overview ≤ 20 ms (16 connections).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { failedOf } from '../lib/report.mjs';
import { JWT_SECRET, loadOf, meta, save, startApi, suiteArgs } from '../lib/suite.mjs';
import { ownerCopy, prepareOwner } from './owner-data.mjs';

const args = suiteArgs({
  connections: { type: 'string', default: '16' },
  duration: { type: 'string', default: '10' },
});

/** 100,000 users with searchable names, e-mails and phones, and one admin; made once. */
async function prepareStaff(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`INSERT INTO users (first_name, last_name, phone, email, password_hash, role, search_text, created_at)
      SELECT 'Person' || g, 'Family' || (g % 977), '+90555' || lpad(g::text, 7, '0'),
             'person' || g || '@bench.example', 'x', 'CUSTOMER',
             'person' || g || ' family' || (g % 977) || ' person' || g || '@bench.example +90555' || lpad(g::text, 7, '0'),
             now() - (g % 700) * interval '1 day'
      FROM generate_series(1, greatest(0, 100000 - (SELECT count(*) FROM users))) g`);
    await db.query(`INSERT INTO users (first_name, last_name, phone, email, password_hash, role, search_text)
      SELECT 'Bench', 'Admin', '+900', 'backoffice-bench-admin@example.test', 'x', 'ADMIN', 'bench admin'
      WHERE NOT EXISTS (SELECT 1 FROM users WHERE email = 'backoffice-bench-admin@example.test')`);
    // VACUUM as autovacuum would: it also empties the GIN index's pending list of the new users.
    await db.query('VACUUM ANALYZE users');
    const { rows } = await db.query(
      `SELECT id FROM users WHERE email = 'backoffice-bench-admin@example.test'`,
    );
    const lookups = await db.query(
      `SELECT (SELECT array_agg(id) FROM categories WHERE is_active) AS categories,
              (SELECT array_agg(id) FROM advert_types) AS types`,
    );
    return { adminId: rows[0].id, ...lookups.rows[0] };
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

const databaseUrl = await ownerCopy(args.pg, args.adverts);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-backoffice-'));
const api = await startApi('backoffice', {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
});
try {
  const { owner } = await prepareOwner(databaseUrl);
  const { adminId, categories, types } = await prepareStaff(databaseUrl);
  const staff = { authorization: await tokenOf(adminId) };
  const ownerHeaders = { authorization: await tokenOf(owner) };
  let seed = 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const many = (make) => Array.from({ length: 400 }, make);
  const moderation = (filters) =>
    `/api/adverts?page=${Math.floor(random() * 20)}&size=${pick([3, 10])}&sort=createAt&type=DESC&${new URLSearchParams(filters)}`;
  const status = () => pick(['0', '1', '2']);
  const calls = [
    ['moderation: status', many(() => moderation({ status: status() })), staff],
    [
      'moderation: status+category+type',
      many(() =>
        moderation({ status: status(), categoryid: pick(categories), advert_type_id: pick(types) }),
      ),
      staff,
    ],
    [
      'moderation: text+status',
      many(() =>
        moderation({ status: status(), q: pick(['garden', 'sea view', 'deniz', 'ofis']) }),
      ),
      staff,
    ],
    [
      'users search',
      many(() => {
        const n = 1 + Math.floor(random() * 99_000);
        const q = pick([`person${n}`, `family${n % 977}`, `+90555${String(n).padStart(7, '0')}`]);
        return `/api/user/admin?page=0&size=3&q=${encodeURIComponent(q)}`;
      }),
      staff,
    ],
    [
      'users list, newest first',
      many(() => `/api/user/admin?page=${Math.floor(random() * 50)}&size=3`),
      staff,
    ],
    ['overview (staff)', ['/api/report'], staff],
    ['overview (an owner of 1,000 adverts)', ['/api/report'], ownerHeaders],
  ];
  const rows = [];
  for (const [measure, paths, headers] of calls) {
    const r = await loadOf({
      url: api.base,
      paths,
      connections: Number(args.connections),
      duration: Number(args.duration),
      warmup: 3,
      headers,
    });
    const row = { measure, rps: r.rps, p50: r.p50, p95: r.p95, p99: r.p99, max: r.max };
    rows.push({ ...row, failed: failedOf(r), load: Math.round(os.loadavg()[0] * 10) / 10 });
    console.log(rows.at(-1));
  }
  const info = meta('backoffice', {
    title: `Back office: PostgreSQL, ${Number(args.adverts).toLocaleString('en-US')} adverts, 100,000 users`,
    connections: Number(args.connections),
    durationSeconds: Number(args.duration),
    database: new URL(databaseUrl).pathname.slice(1),
  });
  save(`postgres-${args.adverts}-backoffice${args.tag ? `-${args.tag}` : ''}`, info, rows, [
    `${args.connections} connections, ${args.duration} s per call after 3 s warm-up; staff (no cache).`,
  ]);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
