/**
 * `npm run bench -- --suite talk [--adverts 1000000] [--connections 16] [--duration S]`
 * (docs/product.md#conversations): on the copy `<data set>_talk` with 100,000 threads, the
 * thread list and a thread (target p95 ≤ 20 ms with 16 connections), the unread badge, and the
 * advert page with and without the advertiser card (target: the card adds ≤ 3 ms p95).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { failedOf } from '../lib/report.mjs';
import { JWT_SECRET, loadOf, meta, save, startApi, suiteArgs } from '../lib/suite.mjs';
import { explainTalk, prepareTalk, talkCopy } from './talk-data.mjs';

const args = suiteArgs({
  connections: { type: 'string', default: '16' },
  duration: { type: 'string', default: '15' },
});
const connections = Number(args.connections);
const seconds = Number(args.duration);

const tokenOf = (userId) =>
  new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));

const cycle = (n, f) => Array.from({ length: n }, (_, i) => f(i));

/** The calls measured, each with who makes it. */
function callsOf(data, tokens) {
  const pagesOf = (n) => Math.max(1, Math.ceil(n / 20));
  const heavyPages = pagesOf(data.heavy.threads.length);
  const { adverts } = data;
  return [
    [
      'Thread list, first page (a person with 20 threads)',
      tokens.typical,
      ['/api/conversations?page=0&size=20'],
    ],
    [
      `Thread list, any of ${heavyPages} pages (a person with ${data.heavy.threads.length} threads)`,
      tokens.heavy,
      cycle(400, (i) => `/api/conversations?page=${(i * 7) % heavyPages}&size=20`),
    ],
    [
      `Thread list, first page (the busiest advertiser, ${data.busyOwner.threads.length} threads)`,
      tokens.busyOwner,
      ['/api/conversations?page=0&size=20'],
    ],
    [
      'A thread, GET /conversations/{id} (the busiest advertiser’s, any)',
      tokens.busyOwner,
      data.busyOwner.threads.map((id) => `/api/conversations/${id}`),
    ],
    [
      'Unread badge, GET /conversations/unread-count',
      tokens.busyOwner,
      ['/api/conversations/unread-count'],
    ],
    [
      'Advert page, GET /adverts/{slug} (signed in, no cache)',
      tokens.typical,
      adverts.map((a) => `/api/adverts/${a.slug}`),
    ],
    [
      'Advertiser card, GET /adverts/{id}/advertiser (signed in, no cache)',
      tokens.typical,
      adverts.map((a) => `/api/adverts/${a.id}/advertiser`),
    ],
    [
      'Advert page and its card, both calls mixed (signed in)',
      tokens.typical,
      adverts.flatMap((a) => [`/api/adverts/${a.slug}`, `/api/adverts/${a.id}/advertiser`]),
    ],
    [
      'Advertiser card, visitor (shared answer, 10 s)',
      undefined,
      adverts.map((a) => `/api/adverts/${a.id}/advertiser`),
    ],
  ];
}

const databaseUrl = await talkCopy(args.pg, args.adverts);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-talk-'));
// The first start on the copy applies the newer migrations (0032: the conversation tables).
const api = await startApi('talk', {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
});
try {
  const data = await prepareTalk(databaseUrl);
  const tokens = {
    typical: await tokenOf(data.typical.id),
    heavy: await tokenOf(data.heavy.id),
    busyOwner: await tokenOf(data.busyOwner.id),
  };
  const rows = [];
  for (const [measure, token, paths] of callsOf(data, tokens)) {
    const r = await loadOf({
      url: api.base,
      paths,
      connections,
      duration: seconds,
      warmup: 3,
      headers: token ? { authorization: token } : {},
    });
    rows.push({
      measure,
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
  const plans = await explainTalk(databaseUrl, data.heavy.id, data.adverts[0].id);
  const info = meta('talk', {
    title: `Conversations benchmark: PostgreSQL, ${Number(args.adverts).toLocaleString('en-US')} adverts, ${data.total.toLocaleString('en-US')} threads`,
    connections,
    durationSeconds: seconds,
    database: new URL(databaseUrl).pathname.slice(1),
  });
  save(`postgres-${args.adverts}-talk${args.tag ? `-${args.tag}` : ''}`, info, rows, [
    `${connections} connections, ${seconds} s per call after 3 s warm-up. ${data.total.toLocaleString('en-US')} threads of 3 messages; the load column is the 1-minute load average of the shared 2 cores.`,
    '',
    'Thread list of the heavy writer, `EXPLAIN (ANALYZE, BUFFERS)`:',
    '',
    '```',
    ...plans.list,
    '```',
    '',
    'Advertiser card, `EXPLAIN (ANALYZE, BUFFERS)`:',
    '',
    '```',
    ...plans.card,
    '```',
  ]);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
