/**
 * `npm run bench -- --suite account-export [--db embedded|postgres] [--adverts 500] [--runs 8]`
 * (docs/product.md#downloading-ones-data): the real server on a fresh database, one person with
 * N adverts (3 values and 5 pictures each), 100 favourites, 200 tour requests on both sides, 50
 * threads of 10 messages, 10 saved searches, 5 contact messages and 1,000 activity entries;
 * `GET /user/auth/export` timed one call after another (target: ≤ 2 s with 500 adverts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { JWT_SECRET, meta, save, startApi, suiteArgs, summary } from '../lib/suite.mjs';

const args = suiteArgs({
  db: { type: 'string', default: 'embedded' },
  adverts: { type: 'string', default: '500' },
  runs: { type: 'string', default: '8' },
});
const N = Number(args.adverts);
/** Downloads are limited to 10 an hour per account: 2 warm-up calls and 8 measured fit. */
const RUNS = Math.min(Number(args.runs), 8);

/** The person (id 2) and a neighbour (id 1) whose adverts the person favours and visits. */
const populate = (n) => `
INSERT INTO advert_types (title) VALUES ('Sale'), ('Rent');
INSERT INTO categories (title, slug, icon) VALUES ('House', 'house-bench', 'house');
INSERT INTO category_property_keys (category_id, name, seq)
  SELECT 1, k, i FROM unnest(ARRAY['Bedrooms', 'Area', 'Garden']) WITH ORDINALITY AS t(k, i);
INSERT INTO countries (name) VALUES ('Türkiye');
INSERT INTO cities (country_id, name) VALUES (1, 'İstanbul');
INSERT INTO districts (city_id, name) VALUES (1, 'Kadıköy');
INSERT INTO users (first_name, last_name, phone, email, password_hash, confirmed_at, role)
  VALUES ('Nia', 'Neighbour', '+905550000001', 'neighbour@bench.test', 'x', now(), 'CUSTOMER'),
         ('Bea', 'Bench', '+905550000002', 'export@bench.test', 'x', now(), 'CUSTOMER');
INSERT INTO adverts (slug, title, description, price, advert_type_id, category_id, country_id,
    city_id, district_id, user_id, search_text, latitude, longitude, status)
  SELECT 'bench-' || g, 'Bench house ' || g, repeat('A bright house with a garden. ', 20),
    100000 + g, 1 + g % 2, 1, 1, 1, 1, CASE WHEN g <= ${n} THEN 2 ELSE 1 END, 'bench house',
    41 + g / 100000.0, 29 + g / 100000.0, 1
  FROM generate_series(1, ${n + 200}) g;
INSERT INTO property_values (advert_id, key_id, value)
  SELECT a.id, k.id, (a.id % 7)::text FROM adverts a CROSS JOIN category_property_keys k
  WHERE a.user_id = 2;
INSERT INTO images (advert_id, storage_key, name, content_type, width, height, size_bytes, featured, seq)
  SELECT a.id, 'adverts/' || a.id || '/bench' || s, 'photo-' || s || '.jpg', 'image/webp', 1600,
    1200, 200000, s = 1, s
  FROM adverts a CROSS JOIN generate_series(1, 5) s WHERE a.user_id = 2;
INSERT INTO favorites (user_id, advert_id, saved_price)
  SELECT 2, id, price FROM adverts WHERE user_id = 1 ORDER BY id LIMIT 100;
INSERT INTO tour_requests (advert_id, guest_user_id, owner_user_id, tour_time, status)
  SELECT id, 2, 1, timestamp '2027-01-01 10:00' + (id || ' minutes')::interval * 30, 'DECLINED'
  FROM adverts WHERE user_id = 1 ORDER BY id LIMIT 100;
INSERT INTO tour_requests (advert_id, guest_user_id, owner_user_id, tour_time, status)
  SELECT id, 1, 2, timestamp '2027-02-01 10:00' + (id || ' minutes')::interval * 30, 'DECLINED'
  FROM adverts WHERE user_id = 2 ORDER BY id LIMIT 100;
INSERT INTO saved_searches (user_id, name, filters, alert)
  SELECT 2, 'Search ' || g, '{"q": "garden"}'::jsonb, 'DAILY' FROM generate_series(1, 10) g;
INSERT INTO conversations (advert_id, advert_title, advert_slug, owner_user_id, guest_user_id,
    last_message_text, last_sender_id)
  SELECT id, title, slug, 1, 2, 'Hello', 2 FROM adverts WHERE user_id = 1 ORDER BY id LIMIT 50;
INSERT INTO conversation_messages (conversation_id, sender_id, body)
  SELECT c.id, CASE WHEN m % 2 = 0 THEN 1 ELSE 2 END, 'Message ' || m || ' about the house.'
  FROM conversations c CROSS JOIN generate_series(1, 10) m;
INSERT INTO contact_messages (first_name, last_name, email, message, user_id)
  SELECT 'Bea', 'Bench', 'export@bench.test', 'Question ' || g, 2 FROM generate_series(1, 5) g;
INSERT INTO activity_logs (user_id, action, log)
  SELECT 2, 'LOGIN', 'Logged in' FROM generate_series(1, 1000) g;
`;

const tokenOf = (userId) =>
  new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));

/** Runs the data's SQL on the embedded data directory (the server stopped) or the server. */
async function fill(sqlText, dataDir, databaseUrl) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(sqlText).finally(() => client.end());
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
  await db.exec(sqlText).finally(() => db.close());
}

/** A fresh database on the PostgreSQL server; its URL. */
async function freshServerDatabase() {
  const admin = new pg.Client({ connectionString: args.pg });
  await admin.connect();
  const name = `bench_account_export_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(args.pg);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

async function dropServerDatabase(name) {
  const admin = new pg.Client({ connectionString: args.pg });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
const server = args.db === 'postgres' ? await freshServerDatabase() : undefined;
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  ...(server ? { DATABASE_URL: server.url } : {}),
};
try {
  // The first start applies the migrations; the data goes in with the server stopped.
  await (await startApi('account-export-migrate', env)).stop();
  await fill(populate(N), dataDir, server?.url);
  const api = await startApi('account-export', env);
  const token = await tokenOf(2);
  const times = [];
  let bytes = 0;
  try {
    for (let i = 0; i < RUNS + 2; i++) {
      const started = performance.now();
      const res = await fetch(`${api.base}/api/user/auth/export`, {
        headers: { authorization: token },
      });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`export answered ${res.status}: ${body}`);
      bytes = body.length;
      // The first two calls warm the process (module loading, the statements' first plans).
      if (i >= 2) times.push(performance.now() - started);
    }
  } finally {
    await api.stop();
  }
  const s = summary(times);
  const kind = server ? 'postgres' : 'embedded';
  const info = meta('account-export', {
    title: `Account data export: ${kind} database, ${N} adverts`,
    runs: RUNS,
  });
  save(
    `${kind}-account-export${args.tag ? `-${args.tag}` : ''}`,
    info,
    [
      {
        measure: `GET /user/auth/export, ${N} adverts (${N * 5} pictures, ${N * 3} values)`,
        ...s,
        kb: Math.round(bytes / 1024),
        load: Math.round(os.loadavg()[0] * 10) / 10,
      },
    ],
    [
      `${RUNS} calls one after another after 2 warm-up calls, milliseconds from the request to the last byte.`,
      'The person also has 100 favourites, 200 tour requests (both sides), 50 threads of 10 messages,',
      '10 saved searches, 5 contact messages and 1,000 activity entries. Target: ≤ 2,000 ms.',
    ],
  );
} finally {
  if (server) await dropServerDatabase(server.name);
  rmSync(dataDir, { recursive: true, force: true });
}
