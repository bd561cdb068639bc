/**
 * `npm run bench -- --suite advert-page [--adverts 1000000] [--people 4] [--duration S]
 *  [--sample any|history]`
 * (docs/product.md#similar-homes, #price-watch): the advert page with its similar homes (found
 * in widening steps), its nearby homes and price history, on the PostgreSQL data set (only
 * read), visitors' cache off so every answer is made anew. `people` loops open sampled public
 * adverts one after another, as the browser loads them: the page's call, then
 * GET /adverts/similar/{id} if its answer lacks them. `--sample any` (the default) samples any
 * public adverts, `history` only those with a price history. The history's own share is timed
 * in the database, by EXPLAIN ANALYZE of its read for each advert. Targets: the page with its
 * similar and nearby homes p95 ≤ 15 ms at 1,000,000 adverts; similar homes and price
 * history add ≤ 5 ms p95 to the page.
 */
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readyDataSet } from '../lib/data-sets.mjs';
import { meta, save, startApi, suiteArgs, summary } from '../lib/suite.mjs';

const args = suiteArgs({
  people: { type: 'string', default: '4' },
  duration: { type: 'string', default: '20' },
  sample: { type: 'string', default: 'any' },
});
const people = Number(args.people);
const seconds = Number(args.duration);

/** The advert page's history read, as apps/api/…/search/advert-reads.ts writes it. */
const HISTORY_READ = `SELECT coalesce(json_agg(json_build_object(
    'oldPrice', h.old_price, 'newPrice', h.new_price, 'changedAt', h.changed_at)
    ORDER BY h.changed_at DESC, h.id DESC), '[]'::json)
  FROM (SELECT * FROM advert_price_changes h WHERE h.advert_id = $1
        ORDER BY h.changed_at DESC, h.id DESC LIMIT 20) h`;

/** 500 public adverts (with a price history if asked), and each one's history read in the database. */
async function sampleAndHistoryTimes(databaseUrl) {
  const withHistory = args.sample === 'history';
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `
      SELECT a.id, a.slug FROM adverts a JOIN categories c ON c.id = a.category_id
      WHERE advert_is_public(a.status, a.is_active, c.is_active)
        AND (NOT $1 OR EXISTS (SELECT 1 FROM advert_price_changes h WHERE h.advert_id = a.id))
      ORDER BY random() LIMIT 500`,
      [withHistory],
    );
    const times = [];
    for (const round of [0, 1])
      for (const { id } of rows) {
        const plan = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${HISTORY_READ}`, [id]);
        if (round === 1) times.push(plan.rows[0]['QUERY PLAN'][0]['Execution Time']);
      }
    return { adverts: rows, historyMs: times };
  } finally {
    await db.end();
  }
}

/** Milliseconds until the whole answer of `path` has arrived, and the answer; 200s only. */
async function timed(base, pathName) {
  const started = performance.now();
  const res = await fetch(`${base}${pathName}`);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${pathName}: ${res.status} ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, body };
}

/**
 * The page as the browser loads it: its call, then GET /adverts/similar/{id} when the answer
 * does not bring the similar homes itself.
 */
async function loadPage(base, advert) {
  const page = await timed(base, `/api/adverts/${encodeURIComponent(advert.slug)}`);
  const answer = JSON.parse(page.body);
  const brought = answer.similar !== undefined;
  const similar = brought ? { ms: 0 } : await timed(base, `/api/adverts/similar/${advert.id}`);
  return {
    call: page.ms,
    whole: page.ms + similar.ms,
    brought,
    similarCount: answer.similar?.length ?? 0,
    nearbyCount: answer.nearby?.length ?? 0,
  };
}

/** `people` loops opening the sampled pages one after another for `seconds`. */
async function loadPages(base, adverts) {
  const calls = [];
  const wholes = [];
  let brought = true;
  let withThreeSimilar = 0;
  let withNearby = 0;
  const until = performance.now() + seconds * 1000;
  let next = 0;
  const person = async () => {
    while (performance.now() < until) {
      const page = await loadPage(base, adverts[next++ % adverts.length]);
      calls.push(page.call);
      wholes.push(page.whole);
      brought &&= page.brought;
      if (page.similarCount >= 3) withThreeSimilar++;
      if (page.nearbyCount > 0) withNearby++;
    }
  };
  await Promise.all(Array.from({ length: people }, person));
  const share = (n) => Math.round((n / Math.max(1, calls.length)) * 1000) / 10;
  return {
    calls,
    wholes,
    brought,
    withThreeSimilarPercent: share(withThreeSimilar),
    withNearbyPercent: share(withNearby),
  };
}

const databaseUrl = await readyDataSet(args.pg, args.adverts);
const { adverts, historyMs } = await sampleAndHistoryTimes(databaseUrl);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-advert-page-'));
const api = await startApi('advert-page', {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  PUBLIC_CACHE_SECONDS: '0',
});
try {
  // Warm-up: every sampled page once, so the figures are warm ones.
  for (const advert of adverts) await loadPage(api.base, advert);
  const { calls, wholes, brought, withThreeSimilarPercent, withNearbyPercent } = await loadPages(
    api.base,
    adverts,
  );
  const rows = [
    { measure: "the page's call", ...summary(calls) },
    { measure: 'the page with its similar homes, as the browser loads it', ...summary(wholes) },
    { measure: 'price history read in the database', ...summary(historyMs) },
  ];
  const info = meta('advert-page', {
    title: `Advert page benchmark: PostgreSQL, ${Number(args.adverts).toLocaleString('en-US')} adverts`,
    people,
    durationSeconds: seconds,
    database: new URL(databaseUrl).pathname.slice(1),
    similarHomesInThePage: brought,
    sample: args.sample,
    withThreeSimilarPercent,
    withNearbyPercent,
  });
  save(`postgres-${args.adverts}-advert-page${args.tag ? `-${args.tag}` : ''}`, info, rows, [
    `${people} visitors opening pages one after another for ${seconds} s, their cache off; ${adverts.length} public adverts${args.sample === 'history' ? ' with a price history' : ''}.`,
    `Pages with at least 3 similar homes: ${withThreeSimilarPercent} %; with nearby homes: ${withNearbyPercent} %.`,
    brought
      ? "The page's answer brings its similar homes and price history: one call."
      : 'The similar homes are a second call, after the page; the price history is in the page.',
  ]);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
