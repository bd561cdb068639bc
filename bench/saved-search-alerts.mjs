// The saved-search alert matcher under its target load (docs/decisions/0037-saved-search-alerts.md):
// 10,000 saved searches with alerts, 100 adverts approved at once, on PostgreSQL. Prints the
// matcher's and the sender's wall time and this process's CPU for the batch.
//
//   node --import tsx bench/saved-search-alerts.mjs [--searches 10000] [--adverts 100] [--pg URL] [--keep]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openServerDatabase } from '../apps/api/src/db/client.ts';
import { createAlertMatcher } from '../apps/api/src/features/saved-searches/alert-matcher.ts';
import { createAlertSender } from '../apps/api/src/features/saved-searches/alert-sender.ts';
import { createSearch } from '../apps/api/src/features/adverts/index.ts';
import { createMailer } from '../apps/api/src/lib/mailer.ts';

const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '10000' },
    adverts: { type: 'string', default: '100' },
    // Keeps the database for a look at the plans (its name is printed).
    keep: { type: 'boolean', default: false },
    pg: {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/test',
    },
  },
});
const SEARCHES = Number(values.searches);
const ADVERTS = Number(values.adverts);
const name = `bench_alerts_${process.pid}`;
const admin = new pg.Client({ connectionString: values.pg });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(values.pg);
url.pathname = `/${name}`;
const database = await openServerDatabase(url.toString(), 4);
const { db } = database;
const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent };

try {
  await database.migrate();
  await db.execute(
    sql.raw(`
    INSERT INTO advert_types (title) VALUES ('Sale'), ('Rent');
    INSERT INTO categories (title, slug, icon, seq, is_active)
      SELECT 'Category ' || i, 'category-' || i, 'house', i, true FROM generate_series(1, 8) i;
    INSERT INTO countries (name) VALUES ('Country');
    INSERT INTO cities (country_id, name) SELECT 1, 'City ' || i FROM generate_series(1, 40) i;
    INSERT INTO districts (city_id, name)
      SELECT c.id, 'District ' || c.id || '-' || d FROM cities c, generate_series(1, 10) d;
    INSERT INTO users (first_name, last_name, phone, email, password_hash)
      SELECT 'U', 'N', '+90555' || lpad(i::text, 7, '0'), 'u' || i || '@bench.test', 'x'
      FROM generate_series(1, ${Math.ceil(SEARCHES / 5)}) i;`),
  );
  // Typed keys for every category, as the demo's: bedrooms and floor area.
  await db.execute(
    sql.raw(`
    INSERT INTO category_property_keys (category_id, name, seq, type, unit)
    SELECT c.id, k.name, k.seq, 'number', k.unit
    FROM categories c, (VALUES ('Bedrooms', 1, 'rooms'), ('Area (m²)', 2, 'm²')) AS k(name, seq, unit);`),
  );
  // Searches as people make them: mostly a city, often a type or category, some a price range or
  // a word, and two in five of those with a category a bedrooms filter (half of them an area too).
  await db.execute(
    sql.raw(`
    INSERT INTO saved_searches (user_id, name, alert, created_at, filters)
    SELECT 1 + (s.i % ${Math.ceil(SEARCHES / 5)}), 'Search ' || s.i,
           CASE WHEN s.i % 3 = 0 THEN 'DAILY' ELSE 'INSTANT' END, now() - interval '1 day',
           jsonb_strip_nulls(jsonb_build_object(
             'city', CASE WHEN random() < 0.8 THEN (1 + floor(random() * 40))::text END,
             'categoryid', s.category::text,
             'advert_type_id', CASE WHEN random() < 0.6 THEN (1 + floor(random() * 2))::text END,
             'price_end', CASE WHEN random() < 0.4 THEN (100000 + floor(random() * 9) * 50000)::text END,
             'q', CASE WHEN random() < 0.15 THEN (ARRAY['garden','sea','loft','pool','view'])[1 + floor(random() * 5)] END))
           || CASE WHEN s.category IS NOT NULL AND s.typed < 0.4 THEN jsonb_build_object('filter[' || beds.id || ']', '3..') ELSE '{}' END
           || CASE WHEN s.category IS NOT NULL AND s.typed < 0.2 THEN jsonb_build_object('filter[' || area.id || ']', '60..140') ELSE '{}' END
    FROM (SELECT i, CASE WHEN random() < 0.5 THEN 1 + floor(random() * 8)::int END AS category,
                 random() AS typed
          FROM generate_series(1, ${SEARCHES}) i) s
    LEFT JOIN category_property_keys beds ON beds.category_id = s.category AND beds.seq = 1
    LEFT JOIN category_property_keys area ON area.category_id = s.category AND area.seq = 2`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO adverts (title, description, slug, price, status, advert_type_id, category_id,
                         country_id, city_id, district_id, user_id, search_text)
    SELECT 'Home ' || i || (ARRAY[' with garden',' by the sea',' loft',' with pool',''])[1 + i % 5],
           'Bright rooms.', 'home-' || i, 80000 + (i * 7919) % 500000, 0, 1 + i % 2, 1 + i % 8,
           1, 1 + i % 40, (SELECT d.id FROM districts d WHERE d.city_id = 1 + i % 40 LIMIT 1), 1,
           lower('home ' || i || (ARRAY[' with garden',' by the sea',' loft',' with pool',''])[1 + i % 5] || ' bright rooms.')
    FROM generate_series(1, ${ADVERTS}) i;
    INSERT INTO property_values (advert_id, key_id, value, number_value)
    SELECT a.id, k.id, v.n::text, v.n
    FROM adverts a JOIN category_property_keys k ON k.category_id = a.category_id,
         LATERAL (SELECT CASE k.seq WHEN 1 THEN 1 + a.id % 6 ELSE 40 + (a.id * 37) % 200 END AS n) v;
    ANALYZE;`),
  );
  // The approvals: one statement, as a bulk moderation is.
  await db.execute(sql`UPDATE adverts SET status = 1`);

  const storage = { url: (key) => `/api/images/file/${key}` };
  const search = createSearch({ db, storage, cacheSeconds: 0 });
  const matcher = createAlertMatcher(db, search.publicWhere);
  const mailer = createMailer({ db, log: silent, smtpUrl: undefined, from: 'bench@example.test' });
  const sender = createAlertSender({
    db,
    mailer,
    clock: { now: () => new Date() },
    storage,
    settings: { publicUrl: 'https://homes.example', secret: 'bench' },
  });
  const cpu = process.cpuUsage();
  let t0 = performance.now();
  const taken = await matcher.run();
  const matchMs = performance.now() - t0;
  const matchCpu = process.cpuUsage(cpu);
  const [{ n: hits }] = (await db.execute(sql`SELECT count(*)::int AS n FROM saved_search_hits`))
    .rows;
  t0 = performance.now();
  const cpu2 = process.cpuUsage();
  const mails = await sender.run('INSTANT');
  const sendMs = performance.now() - t0;
  const sendCpu = process.cpuUsage(cpu2);
  // A second batch, with the WHEREs already parsed (the steady state of a running server).
  await db.execute(sql`UPDATE adverts SET is_active = false`);
  await db.execute(sql`UPDATE adverts SET is_active = true`);
  const cpu3 = process.cpuUsage();
  t0 = performance.now();
  await matcher.run();
  const warmMs = performance.now() - t0;
  const warmCpu = process.cpuUsage(cpu3);
  const ms = (c) => ((c.user + c.system) / 1000).toFixed(0);
  console.log(`${SEARCHES} saved searches, ${taken} adverts approved at once: ${hits} matches`);
  console.log(
    `match (first run, filters parsed): ${matchMs.toFixed(0)} ms wall, ${ms(matchCpu)} ms node CPU`,
  );
  console.log(`match (warm): ${warmMs.toFixed(0)} ms wall, ${ms(warmCpu)} ms node CPU`);
  console.log(
    `instant e-mails: ${mails} written in ${sendMs.toFixed(0)} ms wall, ${ms(sendCpu)} ms node CPU`,
  );
  const perMinute = ((warmMs + sendMs) / 60_000) * 100;
  console.log(
    `per minute at ${ADVERTS} approvals a minute: at most ${perMinute.toFixed(1)} % of one core (wall time, node and PostgreSQL together)`,
  );
} finally {
  await database.close();
  if (values.keep) console.log(`kept database ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
