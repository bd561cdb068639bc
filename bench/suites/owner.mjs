/**
 * `npm run bench -- --suite owner [--adverts 1000000] [--connections 16] [--duration S]`
 * (the owner's screens' speed): on a copy of the PostgreSQL data set of N adverts, an owner of
 * 1,000 adverts reads My Adverts (`GET /adverts/auth`, 3 a page as the web app asks, every page)
 * and the performance of their adverts (`GET /adverts/auth/{id}/performance?days=30`), and their
 * tour request lists as owner and as guest. Target: My Adverts and the tour request lists p95
 * ≤ 20 ms with 16 connections.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { failedOf } from '../lib/report.mjs';
import { JWT_SECRET, loadOf, meta, save, startApi, suiteArgs } from '../lib/suite.mjs';
import { explainPerformance, ownerCopy, prepareOwner } from './owner-data.mjs';

const args = suiteArgs({
  connections: { type: 'string', default: '16' },
  duration: { type: 'string', default: '15' },
});
const connections = Number(args.connections);
const seconds = Number(args.duration);

const databaseUrl = await ownerCopy(args.pg, args.adverts);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-owner-'));
// The first start on the copy applies the newer migrations (0013 and its backfill).
const api = await startApi('owner', {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
});
try {
  const { owner, advertIds } = await prepareOwner(databaseUrl);
  const token = await new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(owner))
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));
  const pages = Math.ceil(advertIds.length / 3);
  const pick = (n, f) =>
    Array.from({ length: n }, (_, i) => f(Math.floor(Math.random() * 1e9) + i));
  const calls = [
    {
      measure: `My Adverts, GET /adverts/auth (3 a page, any of ${pages} pages)`,
      paths: pick(
        400,
        (r) => `/api/adverts/auth?page=${r % pages}&size=3&sort=createAt&type=DESC&q=&status=`,
      ),
    },
    {
      measure: 'My Adverts, first page',
      paths: ['/api/adverts/auth?page=0&size=3&sort=createAt&type=DESC&q=&status='],
    },
    {
      measure: 'Tour requests on my adverts, GET /tourRequest?role=owner (10 a page)',
      paths: pick(
        400,
        (r) => `/api/tourRequest?role=owner&page=${r % 50}&size=10&sort=id&type=DESC`,
      ),
    },
    {
      measure: 'Tour requests I made, GET /tourRequest (10 a page)',
      paths: pick(400, (r) => `/api/tourRequest?page=${r % 30}&size=10&sort=id&type=DESC`),
    },
    {
      measure: 'GET /adverts/auth/{id}/performance?days=30',
      paths: pick(
        400,
        (r) => `/api/adverts/auth/${advertIds[r % advertIds.length]}/performance?days=30`,
      ),
    },
  ];
  const rows = [];
  for (const call of calls) {
    const r = await loadOf({
      url: api.base,
      paths: call.paths,
      connections,
      duration: seconds,
      warmup: 3,
      headers: { authorization: token },
    });
    rows.push({
      measure: call.measure,
      rps: r.rps,
      p50: r.p50,
      p95: r.p95,
      p99: r.p99,
      max: r.max,
      failed: failedOf(r),
      load: Math.round(os.loadavg()[0] * 10) / 10,
    });
    console.log(rows.at(-1));
  }
  const plan = await explainPerformance(databaseUrl, advertIds[500]);
  const info = meta('owner', {
    title: `Owner benchmark: PostgreSQL, ${Number(args.adverts).toLocaleString('en-US')} adverts, an owner of ${advertIds.length}`,
    connections,
    durationSeconds: seconds,
    database: new URL(databaseUrl).pathname.slice(1),
  });
  save(`postgres-${args.adverts}-owner${args.tag ? `-${args.tag}` : ''}`, info, rows, [
    `${connections} connections, ${seconds} s per call after 3 s warm-up; a signed-in owner (no cache).`,
    '',
    'Performance read, `EXPLAIN (ANALYZE, BUFFERS)`:',
    '',
    '```',
    ...plan,
    '```',
  ]);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
