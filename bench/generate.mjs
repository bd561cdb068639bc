/**
 * Fills a freshly migrated database with N synthetic adverts and their lookups.
 *
 *   node --import tsx bench/generate.mjs --db embedded --target bench/.data/x/db --adverts 100000
 *   node --import tsx bench/generate.mjs --db postgres --target postgres://…/bench_x --adverts 1000000
 *
 * Run by bench/run.mjs; it needs tsx because it uses the API's own database client (so the data
 * set gets exactly the API's migrations) and its foldText.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openEmbeddedDatabase, openServerDatabase } from '../apps/api/src/db/client.ts';
import { foldText } from '../apps/api/src/lib/text.ts';
import { advertBatchSql } from './lib/generate-sql.mjs';
import { CATEGORIES, PLACES, PLACE_ZONES } from './lib/vocab.mjs';
import { priceChangesSql } from './lib/price-changes.mjs';
import { typedValuesSql } from './lib/typed-values.mjs';
import { placeCentres } from './lib/map-points.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    target: { type: 'string' },
    adverts: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '42' },
  },
});
const total = Number(args.adverts);
if (!['embedded', 'postgres'].includes(args.db) || !args.target || !(total > 0)) {
  console.error('usage: generate.mjs --db embedded|postgres --target DIR|URL --adverts N');
  process.exit(2);
}

const database =
  args.db === 'embedded'
    ? await openEmbeddedDatabase(args.target)
    : await openServerDatabase(args.target, 1);
await database.migrate();
const run = async (text) => {
  const result = await database.db.execute(sql.raw(text));
  return result.rows;
};
const quote = (s) => `'${String(s).replace(/'/g, "''")}'`;
const started = performance.now();
const log = (what) =>
  console.log(`  [generate] ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

if ((await run('SELECT count(*)::int AS n FROM adverts'))[0].n > 0) {
  console.error('generate.mjs: the target database already has adverts');
  process.exit(1);
}

// Bulk load: no triggers or foreign-key checks per row (the lookups are made here), secondary
// indexes built once at the end, derived tables rebuilt once by the schema's own function.
if (args.db === 'postgres') {
  await run("SET maintenance_work_mem = '1GB'");
  await run("SET work_mem = '256MB'");
}
await run('SET session_replication_role = replica');

const users = (
  await run(`
  INSERT INTO users (first_name, last_name, phone, email, password_hash, role, confirmed_at, search_text)
  SELECT 'Owner', 'No ' || n, '+90555' || lpad(n::text, 7, '0'), 'owner' || n || '@bench.test',
         'scrypt$bench$not-a-login', 'CUSTOMER', now(), 'owner no ' || n
  FROM generate_series(1, 2000) n
  RETURNING id`)
).map((r) => r.id);
const userRange = { first: Math.min(...users), count: users.length };

const [sale] = await run("INSERT INTO advert_types (title) VALUES ('Sale') RETURNING id");
const [rent] = await run("INSERT INTO advert_types (title) VALUES ('Rent') RETURNING id");

const categoryIds = [];
for (const [i, [title, slug, icon, , active]] of CATEGORIES.entries()) {
  const [row] = await run(
    `INSERT INTO categories (title, slug, icon, seq, is_active)
     VALUES (${quote(title)}, ${quote(slug)}, ${quote(icon)}, ${i + 1}, ${active}) RETURNING id`,
  );
  categoryIds.push(row.id);
}

// Cities in market-size order across countries: the i-th biggest gets a 1/i^1.07 share.
const cities = [];
// Map points: synthetic centres for each place, countries bounded around them.
const centres = placeCentres(PLACES);
const hasPoints =
  (
    await run(`SELECT count(*)::int AS n FROM information_schema.columns
             WHERE table_name = 'adverts' AND column_name = 'latitude'`)
  )[0].n > 0;
// Places carry their IANA zone where the schema has one (tour times are property time).
const hasZones =
  (
    await run(`SELECT count(*)::int AS n FROM information_schema.columns
             WHERE table_name = 'countries' AND column_name = 'time_zone'`)
  )[0].n > 0;
for (const [countryIndex, [country, countryFactor, list]] of PLACES.entries()) {
  const bounds = centres.bounds[countryIndex];
  const [c] = await run(
    hasPoints
      ? `INSERT INTO countries (name, min_longitude, min_latitude, max_longitude, max_latitude)
         VALUES (${quote(country)}, ${bounds.join(', ')}) RETURNING id`
      : `INSERT INTO countries (name) VALUES (${quote(country)}) RETURNING id`,
  );
  if (hasZones)
    await run(`UPDATE countries SET time_zone = ${quote(PLACE_ZONES[country])} WHERE id = ${c.id}`);
  for (const [rank, [name, districts]] of list.entries()) {
    const [cityLat, cityLng] = centres.city(countryIndex, rank);
    const [city] = await run(
      `INSERT INTO cities (country_id, name, latitude, longitude)
       VALUES (${c.id}, ${quote(name)}, ${cityLat}, ${cityLng}) RETURNING id`,
    );
    const ids = [];
    const lats = [];
    const lngs = [];
    for (const [di, d] of districts.entries()) {
      const [lat, lng] = centres.district(countryIndex, rank, di);
      const [row] = await run(
        `INSERT INTO districts (city_id, name, latitude, longitude)
         VALUES (${city.id}, ${quote(d)}, ${lat}, ${lng}) RETURNING id`,
      );
      ids.push(row.id);
      lats.push(lat);
      lngs.push(lng);
    }
    cities.push({
      id: city.id,
      countryId: c.id,
      name,
      districts,
      districtIds: ids,
      districtLats: lats,
      districtLngs: lngs,
      // Capitals and big cities cost more than small towns of the same country.
      placeFactor: countryFactor * (1.35 - (0.6 * rank) / list.length),
      size: districts.length * (rank === 0 ? 3 : 1),
    });
  }
}
cities.sort((a, b) => b.size - a.size);
const zipf = cities.map((_, i) => 1 / Math.pow(i + 1, 1.07));
const cumulative = (weights) => {
  const sum = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  return weights.map((w) => {
    const lower = acc / sum;
    acc += w;
    return lower;
  });
};
const floatArray = (list) => `ARRAY[${list.map((x) => x.toFixed(9)).join(',')}]::float8[]`;
const textArray = (list) => `ARRAY[${list.map(quote).join(',')}]::text[]`;

await run('DROP TABLE IF EXISTS bench_city');
await run(`CREATE TEMP TABLE bench_city (i int PRIMARY KEY, city_id int, country_id int, name text,
  fname text, place_factor float8, d_ids int[], d_names text[], d_fnames text[], d_lats float8[],
  d_lngs float8[])`);
await run(
  `INSERT INTO bench_city VALUES ${cities
    .map(
      (c, i) =>
        `(${i + 1}, ${c.id}, ${c.countryId}, ${quote(c.name)}, ${quote(foldText(c.name))}, ${
          c.placeFactor
        }, ARRAY[${c.districtIds.join(',')}], ${textArray(c.districts)}, ${textArray(
          c.districts.map(foldText),
        )}, ${floatArray(c.districtLats)}, ${floatArray(c.districtLngs)})`,
    )
    .join(',')}`,
);
await run('DROP TABLE IF EXISTS bench_cat');
await run(
  'CREATE TEMP TABLE bench_cat (i int PRIMARY KEY, category_id int, pf float8, rent_share float8)',
);
await run(
  `INSERT INTO bench_cat VALUES ${CATEGORIES.map(
    ([, , , , , pf, rentShare], i) => `(${i + 1}, ${categoryIds[i]}, ${pf}, ${rentShare})`,
  ).join(',')}`,
);

// Secondary indexes of the tables we fill are dropped and made again after the load.
const indexDefs = await run(`
  SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
  WHERE i.schemaname = current_schema() AND i.tablename IN ('adverts', 'images')
    AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`);
for (const { name } of indexDefs) await run(`DROP INDEX ${name}`);
log(`lookups ready; ${indexDefs.length} indexes dropped for the load`);

const batch = args.db === 'embedded' ? 25_000 : 100_000;
await run(`SELECT setseed(${(Number(args.seed) % 1000) / 1000})`);
for (let from = 1; from <= total; from += batch) {
  const to = Math.min(total, from + batch - 1);
  await run(
    advertBatchSql({
      from,
      to,
      cityCum: floatArray(cumulative(zipf)),
      catCum: floatArray(cumulative(CATEGORIES.map((c) => c[3]))),
      saleId: sale.id,
      rentId: rent.id,
      users: userRange,
      fold: foldText,
      points: hasPoints,
    }),
  );
  log(`${to} adverts`);
}
await run(`INSERT INTO images (advert_id, storage_key, name, content_type, width, height,
  size_bytes, featured, seq)
  SELECT id, 'bench/' || id, 'photo-1.jpg', 'image/webp', 1200, 800, 140000, true, 0 FROM adverts`);
log('images');
await run(typedValuesSql);
log('typed property values');
await run(priceChangesSql);
log('price changes');

for (const { name, def } of indexDefs) {
  await run(def);
  log(`index ${name}`);
}
await run('SET session_replication_role = origin');
// Tables derived from adverts (counts and the like) are filled by the schema's own rebuild
// function when the schema has one, exactly as its migration fills them for existing data.
const [rebuild] = await run("SELECT to_regproc('advert_search_rebuild') IS NOT NULL AS present");
if (rebuild.present) {
  await run('SELECT advert_search_rebuild()');
  log('derived search tables rebuilt');
}
const [mapRebuild] = await run("SELECT to_regproc('advert_map_rebuild') IS NOT NULL AS present");
if (mapRebuild.present) {
  await run('SELECT advert_map_rebuild()');
  log('map cells rebuilt');
}
await run('VACUUM ANALYZE');
log('vacuum analyze');

// search_text must be exactly what the API stores: foldText(title + ' ' + description).
const sample = await run(
  'SELECT title, description, search_text FROM adverts ORDER BY id LIMIT 500',
);
for (const row of sample) {
  if (foldText(`${row.title} ${row.description}`) !== row.search_text) {
    console.error('search_text differs from foldText for:', row);
    process.exit(1);
  }
}
const [stats] = await run(`SELECT count(*)::int AS adverts,
  count(*) FILTER (WHERE status = 1 AND is_active)::int AS public_adverts,
  pg_size_pretty(pg_total_relation_size('adverts')) AS size FROM adverts`);
log(`done: ${JSON.stringify(stats)}`);
await database.close();
