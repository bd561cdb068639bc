/**
 * `npm run bench -- --suite agency-page [--adverts 1000000] [--people 4] [--duration S]`
 * (docs/product.md#agency-page): a visitor opening an agency's page, on a copy of the PostgreSQL
 * data set (`<data set>_agency`; the data set itself is never changed) where three verified
 * agencies post 30, 300 and 3,000 of its adverts. The page makes two calls at once: the agency's
 * card (GET /agencies/by-slug/{slug}/page: details, live adverts, agents, reply time) and its
 * first list page (GET /adverts?…&agency={slug}), both measured with the visitors' cache off so
 * every answer is made anew. Target: p95 ≤ 20 ms for the two at 1,000,000 adverts.
 */
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { copyOfDataSet } from '../lib/data-sets.mjs';
import { meta, save, startApi, suiteArgs, summary } from '../lib/suite.mjs';

const args = suiteArgs({
  people: { type: 'string', default: '4' },
  duration: { type: 'string', default: '20' },
});
const people = Number(args.people);
const seconds = Number(args.duration);
/** How many adverts each bench agency posts: a small, a middling and a big office. */
const SIZES = [30, 300, 3000];

/** One verified agency per size, each with an owner and its adverts; kept in the copy. */
async function prepareAgencies(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const slugs = [];
    for (const [i, size] of SIZES.entries()) {
      const slug = `bench-agency-${size}`;
      slugs.push(slug);
      const found = await db.query('SELECT id FROM agencies WHERE slug = $1', [slug]);
      if (found.rowCount) continue;
      const { rows } = await db.query(
        `INSERT INTO agencies (slug, name, licence_number, phone, email, address, country_id,
           city_id, district_id, latitude, longitude, status)
         SELECT $1, $2, 'TR-34-' || $3, '+902125550102', $1 || '@bench.example', 'Bench street 1',
                c.country_id, d.city_id, d.id, 41.0, 29.0, 'VERIFIED'
         FROM districts d JOIN cities c ON c.id = d.city_id ORDER BY d.id LIMIT 1
         RETURNING id`,
        [slug, `Bench Agency ${size}`, String(i)],
      );
      const agencyId = rows[0].id;
      await db.query(
        `INSERT INTO agency_members (agency_id, user_id, role)
         SELECT $1, u.id, 'OWNER' FROM users u
         WHERE NOT EXISTS (SELECT 1 FROM agency_members m WHERE m.user_id = u.id)
         ORDER BY u.id LIMIT 1`,
        [agencyId],
      );
      // Adverts spread over the whole data set (and its statuses), not one block of ids.
      await db.query(
        `UPDATE adverts SET agency_id = $1
         WHERE id IN (SELECT id FROM adverts WHERE agency_id IS NULL
                      ORDER BY md5(id::text || $2) LIMIT $3)`,
        [agencyId, slug, size],
      );
    }
    await db.query('ANALYZE adverts');
    await db.query('ANALYZE agencies');
    return slugs;
  } finally {
    await db.end();
  }
}

/** Milliseconds until the whole answer of `path` has arrived; 200s only. */
async function timed(base, pathName) {
  const started = performance.now();
  const res = await fetch(`${base}${pathName}`);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${pathName}: ${res.status} ${body.slice(0, 200)}`);
  return performance.now() - started;
}

/** The list's first page as the agency page asks for it (apps/web, listSearchParams). */
const firstListPage = (slug) =>
  `/api/adverts?page=0&size=10&sort=title&type=DESC&status=1&agency=${encodeURIComponent(slug)}`;

/** The page as the browser loads it: its card and its first list page, at once. */
async function openPage(base, slug) {
  const started = performance.now();
  const [card, list] = await Promise.all([
    timed(base, `/api/agencies/by-slug/${encodeURIComponent(slug)}/page`),
    timed(base, firstListPage(slug)),
  ]);
  return { card, list, both: performance.now() - started };
}

async function openPages(base, slugs) {
  const cards = [];
  const lists = [];
  const both = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  const person = async () => {
    while (performance.now() < until) {
      const page = await openPage(base, slugs[next++ % slugs.length]);
      cards.push(page.card);
      lists.push(page.list);
      both.push(page.both);
    }
  };
  await Promise.all(Array.from({ length: people }, person));
  return { cards, lists, both };
}

const databaseUrl = await copyOfDataSet(args.pg, args.adverts, 'agency');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-agency-page-'));
// The server migrates the copy (agencies, adverts.agency_id) before the agencies are made.
const api = await startApi('agency-page', {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  PUBLIC_CACHE_SECONDS: '0',
});
try {
  const slugs = await prepareAgencies(databaseUrl);
  for (const slug of slugs) await openPage(api.base, slug);
  const { cards, lists, both } = await openPages(api.base, slugs);
  const rows = [
    { measure: "the agency's card (GET /agencies/by-slug/{slug}/page)", ...summary(cards) },
    { measure: 'its first list page (GET /adverts?agency=)', ...summary(lists) },
    { measure: 'the two at once, as the page asks for them', ...summary(both) },
  ];
  const info = meta('agency-page', {
    title: `Agency page benchmark: PostgreSQL, ${Number(args.adverts).toLocaleString('en-US')} adverts`,
    people,
    durationSeconds: seconds,
    database: new URL(databaseUrl).pathname.slice(1),
    agencySizes: SIZES,
  });
  save(`postgres-${args.adverts}-agency-page${args.tag ? `-${args.tag}` : ''}`, info, rows, [
    `${people} visitors opening the pages of agencies of ${SIZES.join(', ')} adverts one after another for ${seconds} s, their cache off.`,
    'Target: the two calls at once p95 ≤ 20 ms at 1,000,000 adverts.',
  ]);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
