/**
 * `npm run bench -- --suite map [--adverts 1000000] [--connections 16] [--duration S] [--beside-only]`
 * (map search, docs/decisions/0036-map-clusters.md): on the PostgreSQL data set of N adverts
 * (made by `npm run bench -- --adverts N --db postgres --prepare-only`; only read here), the
 * clusters of `GET /adverts/map` for the biggest country and for its biggest city, each box
 * panned at random so no answer repeats, visitors' caching off. Targets: p95 ≤ 30 ms and an
 * answer ≤ 50 KB. Filters the kept cells lack (a price range, a typed filter) are measured too:
 * live grouping.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readyDataSet } from '../lib/data-sets.mjs';
import { failedOf } from '../lib/report.mjs';
import { besideRows } from '../lib/beside.mjs';
import { loadOf, meta, save, startApi, suiteArgs } from '../lib/suite.mjs';

const args = suiteArgs({
  connections: { type: 'string', default: '16' },
  duration: { type: 'string', default: '10' },
  'beside-only': { type: 'boolean', default: false },
});
const connections = Number(args.connections);
const seconds = Number(args.duration);

/** The data set's database URL and the places to look at: the biggest country and city. */
async function dataSet() {
  const url = await readyDataSet(args.pg, args.adverts);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const place = await db.query(`
    SELECT co.min_longitude, co.min_latitude, co.max_longitude, co.max_latitude,
           ci.id AS city_id, ci.latitude, ci.longitude, ci.country_id
    FROM adverts a JOIN cities ci ON ci.id = a.city_id JOIN countries co ON co.id = ci.country_id
    WHERE a.id < 20000 GROUP BY co.id, ci.id ORDER BY count(*) DESC LIMIT 1`);
  const category = await db.query('SELECT id FROM categories WHERE is_active ORDER BY seq LIMIT 1');
  // A number property of an active category, for a typed filter (live grouping).
  const key = await db.query(`
    SELECT k.id, k.category_id FROM category_property_keys k
    JOIN categories c ON c.id = k.category_id AND c.is_active
    WHERE k.type = 'number' ORDER BY k.id LIMIT 1`);
  await db.end();
  return { url, place: place.rows[0], categoryId: category.rows[0].id, typedKey: key.rows[0] };
}

const { url: databaseUrl, place, categoryId, typedKey } = await dataSet();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-map-'));
const api = await startApi('map', {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  PUBLIC_CACHE_SECONDS: '0',
});
const pan = (box, by) => {
  const dx = (Math.random() - 0.5) * by;
  const dy = (Math.random() - 0.5) * by;
  return [box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy].map((v) => v.toFixed(5)).join(',');
};
const country = [place.min_longitude, place.min_latitude, place.max_longitude, place.max_latitude];
const city = [
  place.longitude - 0.25,
  place.latitude - 0.15,
  place.longitude + 0.25,
  place.latitude + 0.15,
];
const paths = (box, by, query) =>
  Array.from({ length: 400 }, () => `/api/adverts/map?bbox=${pan(box, by)}&${query}`);
const calls = [
  ['Country, zoom 6', paths(country, 1, 'zoom=6')],
  ['Country, zoom 6, a category', paths(country, 1, `zoom=6&categoryid=${categoryId}`)],
  ['Country, zoom 6, the city filter', paths(country, 1, `zoom=6&city=${place.city_id}`)],
  ['City, zoom 10', paths(city, 0.05, 'zoom=10')],
  ['City, zoom 12, a category', paths(city, 0.05, `zoom=12&categoryid=${categoryId}`)],
  ['City, zoom 13', paths(city, 0.05, 'zoom=13')],
  ['City, zoom 10, price ≤ 200,000 (live grouping)', paths(city, 0.05, 'zoom=10&price_end=200000')],
  [
    'City, zoom 10, a typed filter (live grouping)',
    paths(city, 0.05, `zoom=10&categoryid=${typedKey.category_id}&filter[${typedKey.id}]=3..`),
  ],
];
/** The three servers the other calls are measured on, beside the price-bound map. */
const besideServers = {
  measuring: {
    label: '',
    file: '',
    note: 'visitors, their cache off, the costly-read budget lifted.',
  },
  capped: {
    label: ', cache off, costly-read cap as shipped',
    file: '-capped',
    env: { PUBLIC_CACHE_SECONDS: '0', COSTLY_READS_AT_ONCE: '' },
    note: "visitors, their cache off, the costly-read cap and line at the server's defaults (decision 0054) with the address budget lifted (one address sends everything).",
  },
  shipped: {
    label: ', server as shipped',
    file: '-as-shipped',
    env: { COSTLY_READS_AT_ONCE: '' },
    note: "the server's defaults: visitors' cache at its age, the costly-read budget (decision 0054) with the address budget lifted (one address sends everything).",
  },
};

/** Other calls alone and beside the price-bound map on `connections` connections, on `server`. */
async function saveBeside(server, priceMap, kind) {
  const setting = besideServers[kind];
  const info = meta('map', {
    title: `Other calls beside the price-bound map${setting.label}: PostgreSQL, ${Number(args.adverts).toLocaleString('en-US')} adverts`,
    connections,
    durationSeconds: seconds,
  });
  const others = [
    ['/api/health', ['/api/health']],
    ['list of a city', [`/api/adverts?city=${place.city_id}&page=0&size=10`]],
    ['map: city, zoom 10 (kept cells)', calls[3][1]],
  ];
  const heavy = { paths: priceMap, connections };
  const rows = await besideRows({ url: server.base, others, heavy, connections: 2, seconds });
  const name = `postgres-${args.adverts}-map-beside${setting.file}`;
  save(`${name}${args.tag ? `-${args.tag}` : ''}`, info, rows, [
    `Each call on 2 connections for ${seconds} s alone, then beside ${connections} connections of the price-bound map; ${setting.note}`,
  ]);
}

/** The same comparison against a server started with some of its shipped defaults. */
async function saveBesideOn(kind, priceMap) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-map-${kind}-`));
  const server = await startApi(`map-${kind}`, {
    NODE_ENV: 'production',
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    ...besideServers[kind].env,
  });
  try {
    await saveBeside(server, priceMap, kind);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const onlyBeside = args['beside-only'];
try {
  const rows = [];
  for (const [measure, list] of onlyBeside ? [] : calls) {
    const sample = await fetch(`${api.base}${list[0]}`);
    const body = await sample.text();
    const answer = JSON.parse(body);
    const r = await loadOf({
      url: api.base,
      paths: list,
      connections,
      duration: seconds,
      warmup: 3,
    });
    rows.push({
      measure,
      rps: r.rps,
      p50: r.p50,
      p95: r.p95,
      p99: r.p99,
      failed: failedOf(r),
      'answer KB': Math.round(Buffer.byteLength(body) / 102.4) / 10,
      clusters: answer.clusters?.length,
      total: answer.total,
      capped: answer.capped,
      load: Math.round(os.loadavg()[0] * 10) / 10,
    });
    console.log(rows.at(-1), failedOf(r) ? { statuses: r.statuses, errors: r.errors } : '');
  }
  const info = meta('map', {
    title: `Map benchmark: PostgreSQL, ${Number(args.adverts).toLocaleString('en-US')} adverts`,
    connections,
    durationSeconds: seconds,
    database: new URL(databaseUrl).pathname.slice(1),
  });
  if (!onlyBeside)
    save(`postgres-${args.adverts}-map${args.tag ? `-${args.tag}` : ''}`, info, rows, [
      `${connections} connections, ${seconds} s per call after 3 s warm-up; visitors, their cache off; each box panned at random.`,
    ]);
  await saveBeside(api, calls[6][1], 'measuring');
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
await saveBesideOn('capped', calls[6][1]);
await saveBesideOn('shipped', calls[6][1]);
