/**
 * `npm run bench -- --suite rates [--adverts 1000000] [--connections 8] [--duration S]`
 * (prices across currencies, docs/decisions/0063-exchange-rates.md): on the PostgreSQL data set
 * of N adverts in four currencies, lists with a price bound in EUR, GBP or TRY sorted by price,
 * as a visitor and signed in; then staff move the EUR rate by 1 % through the API and the same
 * lists run while the adverts' site prices are converted in the background. Targets: the lists
 * p95 ≤ 15 ms (≤ 25 ms while converting) and the conversion ≤ 60 s. The conversion is followed
 * for at most `--wait` seconds (default 120); one still running then is reported with its
 * progress and the time it would take at that pace, and finishes at the next start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { readyDataSet } from '../lib/data-sets.mjs';
import { JWT_SECRET, loadOf, meta, save, startApi, suiteArgs } from '../lib/suite.mjs';

const args = suiteArgs({
  connections: { type: 'string', default: '8' },
  duration: { type: 'string', default: '10' },
  wait: { type: 'string', default: '120' },
});
const connections = Number(args.connections);
const seconds = Number(args.duration);

const databaseUrl = await readyDataSet(args.pg, args.adverts);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

/** A staff member and a customer of the data set (the staff one made here once). */
async function people() {
  await db.query(`
    INSERT INTO users (first_name, last_name, phone, email, password_hash, role, confirmed_at, search_text)
    VALUES ('Bench', 'Staff', '+905550000000', 'staff@bench.test', 'scrypt$bench$not-a-login',
            'MANAGER', now(), 'bench staff')
    ON CONFLICT DO NOTHING`);
  const staff = await db.query("SELECT id FROM users WHERE email = 'staff@bench.test'");
  const customer = await db.query(
    "SELECT id FROM users WHERE role = 'CUSTOMER' ORDER BY id LIMIT 1",
  );
  return { staffId: staff.rows[0].id, customerId: customer.rows[0].id };
}

const tokenOf = (userId) =>
  new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const SALE_BOUNDS = [50_000, 100_000, 150_000, 200_000, 300_000, 500_000, 1_000_000];
/** 400 list addresses: a bound in another currency, sorted by price either way. */
const listPaths = Array.from({ length: 400 }, () => {
  const currency = pick(['EUR', 'GBP', 'TRY']);
  const scale = currency === 'TRY' ? 40 : 1;
  const i = Math.floor(Math.random() * (SALE_BOUNDS.length - 1));
  const query = new URLSearchParams({
    page: '0',
    size: '10',
    sort: 'price',
    type: pick(['ASC', 'DESC']),
    currency,
    price_start: String(SALE_BOUNDS[i] * scale),
    price_end: String(SALE_BOUNDS[i + 1] * scale),
  });
  return `/api/adverts?${query}`;
});

const { staffId, customerId } = await people();
const staffToken = await tokenOf(staffId);
const customerToken = await tokenOf(customerId);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rates-'));
const api = await startApi('rates', {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
});

const lists = (headers = {}) =>
  loadOf({ url: api.base, paths: listPaths, connections, duration: seconds, warmup: 1, headers });
const row = (name, r) => ({
  call: name,
  p50: r.p50,
  p95: r.p95,
  p99: r.p99,
  rps: r.rps,
  statuses: JSON.stringify(r.statuses),
  load: Math.round(os.loadavg()[0] * 10) / 10,
});

/** The adverts of `currency` whose site price is (not yet) at `rate`. */
async function progressOf(currency, rate) {
  const r = await db.query(
    `SELECT count(*) FILTER (WHERE price_site = round(price * $2::numeric, 2))::int AS done,
            count(*)::int AS all FROM adverts WHERE currency = $1`,
    [currency, rate],
  );
  return r.rows[0];
}

/** Puts a rate through the API; answers when the background conversion is applied, or gives up. */
async function moveRate(currency, rate) {
  const started = Date.now();
  const res = await fetch(`${api.base}/api/exchange-rates/${currency}`, {
    method: 'PUT',
    headers: { authorization: staffToken, 'content-type': 'application/json' },
    body: JSON.stringify({ rate, rateDate: new Date().toISOString().slice(0, 10) }),
  });
  if (!res.ok) throw new Error(`PUT rate: ${res.status} ${await res.text()}`);
  const deadline = started + Number(args.wait) * 1000;
  for (;;) {
    const r = await db.query(
      'SELECT applied_rate = rate AS done FROM exchange_rates WHERE currency = $1',
      [currency],
    );
    const seconds = (Date.now() - started) / 1000;
    if (r.rows[0]?.done) return { seconds, finished: true };
    if (Date.now() > deadline) {
      const { done, all } = await progressOf(currency, rate);
      const projected = done > 0 ? Math.round((seconds * all) / done) : null;
      return { seconds, finished: false, converted: `${done} of ${all}`, projected };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A conversion left by an earlier run (stopped midway) finishes before anything is measured. */
async function settled() {
  for (;;) {
    const r = await db.query(
      'SELECT count(*)::int AS n FROM exchange_rates WHERE applied_rate IS DISTINCT FROM rate',
    );
    if (r.rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The server settings a conversion's speed depends on (docs/operations.md sizes them). */
async function conversionSettings() {
  const names = ['shared_buffers', 'max_wal_size', 'checkpoint_timeout'];
  const r = await db.query(
    'SELECT name, current_setting(name) AS value FROM pg_settings WHERE name = ANY($1) ORDER BY name',
    [names],
  );
  return r.rows.map((s) => `${s.name} ${s.value}`).join(', ');
}

const settings = await conversionSettings();
const results = [];
try {
  await settled();
  const before = await db.query(
    "SELECT rate::float8 AS rate FROM exchange_rates WHERE currency = 'EUR'",
  );
  const eur = before.rows[0].rate;
  results.push(row('lists, visitor', await lists()));
  results.push(row('lists, signed in', await lists({ authorization: customerToken })));
  const converting = moveRate('EUR', Math.round(eur * 1.01 * 1e6) / 1e6);
  results.push(row('lists while converting, visitor', await lists()));
  results.push(
    row('lists while converting, signed in', await lists({ authorization: customerToken })),
  );
  const conversion = await converting;
  results.push({
    call: 'conversion of the EUR adverts after +1 %',
    seconds: Math.round(conversion.seconds),
    finished: conversion.finished,
    converted: conversion.converted,
    'projected s': conversion.projected,
  });
} finally {
  await api.stop();
  await db.end();
  rmSync(dataDir, { recursive: true, force: true });
}

const info = meta('rates', {
  title: `Prices across currencies: PostgreSQL, ${Number(args.adverts).toLocaleString('en-US')} adverts`,
  connections,
  durationSeconds: seconds,
  database: new URL(databaseUrl).pathname.slice(1),
  settings,
});
save(`postgres-${args.adverts}-rates${args.tag ? `-${args.tag}` : ''}`, info, results, [
  `${connections} connections over 400 lists (a price bound in EUR, GBP or TRY, sorted by price), visitors' cache at its default age; the conversion is timed from the PUT until the rate is marked applied.`,
  `PostgreSQL: ${settings} (docs/operations.md: a quarter of the memory for shared_buffers, a few GB of WAL between checkpoints).`,
]);
