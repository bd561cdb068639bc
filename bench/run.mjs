/**
 * `npm run bench`: search speed of the API on a generated data set, beside a bare Fastify route.
 *
 *   node bench/run.mjs [--adverts N] [--db embedded|postgres|both] [--connections C]
 *                      [--duration S] [--warmup S] [--only REGEX] [--tag NAME] [--pg URL]
 *                      [--prepare-only] [--accept-encoding VALUE] [--as-user]
 *                      [--writes-per-second N] [--cpu-prof DIR]
 *
 * For each database: builds (or reuses) a data set of N adverts, starts the real server on it as
 * a child process, and measures every call with autocannon from a separate process on loopback.
 * Prints a table and saves bench/results/<date>-<db>-<N>-search[-tag].{json,md}.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import pg from 'pg';
import { buildPlan } from './lib/plan.mjs';
import { freePort, runToEnd, startProcess, waitForHttp } from './lib/procs.mjs';
import { failedOf, printHeader, printRow, saveResults } from './lib/report.mjs';
import { warmPostgres } from './lib/warm.mjs';

// The other suites (uploads, owner, backoffice) are scripts of their own: `npm run bench -- --suite NAME …`.
const suiteAt = process.argv.indexOf('--suite');
if (suiteAt > 0) {
  await import(`./suites/${process.argv[suiteAt + 1]}.mjs`);
  process.exit(0);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const { values: args } = parseArgs({
  options: {
    adverts: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'both' },
    connections: { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    only: { type: 'string' },
    tag: { type: 'string' },
    'prepare-only': { type: 'boolean', default: false },
    // Sent as Accept-Encoding by every request (browsers send 'gzip, deflate, br'); none by default.
    'accept-encoding': { type: 'string' },
    // Every request carries a customer's token: no visitor's kept body, rows and favourites read
    // fresh (the path signed-in users take). Off by default: visitors are most of the traffic.
    'as-user': { type: 'boolean', default: false },
    // PostgreSQL only: writes while each call is measured (a price moved by a cent on a random
    // advert, as an owner's edit would), N a second; 0 (none) by default.
    'writes-per-second': { type: 'string', default: '0' },
    // The API server writes a V8 CPU profile (.cpuprofile, for Chrome's DevTools) into DIR.
    'cpu-prof': { type: 'string' },
    pg: {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const adverts = Number(args.adverts);
const dbs = args.db === 'both' ? ['embedded', 'postgres'] : [args.db];
if (!(adverts > 0) || dbs.some((d) => !['embedded', 'postgres'].includes(d))) {
  console.error('usage: node bench/run.mjs [--adverts N] [--db embedded|postgres|both] …');
  process.exit(2);
}

/**
 * Data sets are cached per size and per version of the generator. One made under an older
 * schema is reused: the server applies the newer migrations to it when it starts.
 */
function fingerprint() {
  const hash = createHash('sha256');
  for (const f of [
    'generate.mjs',
    'lib/generate-sql.mjs',
    'lib/vocab.mjs',
    'lib/map-points.mjs',
    'lib/typed-values.mjs',
    'lib/price-changes.mjs',
  ])
    hash.update(readFileSync(path.join(here, f)));
  return `g${hash.digest('hex').slice(0, 8)}`;
}

const generate = (db, target) =>
  runToEnd(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(here, 'generate.mjs'),
      '--db',
      db,
      '--target',
      target,
      '--adverts',
      String(adverts),
    ],
    { cwd: root, echo: true },
  );

async function prepareEmbedded(fp) {
  const dir = path.join(here, '.data', `embedded-${adverts}-${fp}`);
  if (existsSync(path.join(dir, 'ready'))) return { dataDir: dir };
  const building = `${dir}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  console.log(`building the embedded data set in ${path.relative(root, dir)}`);
  await generate('embedded', path.join(building, 'db'));
  writeFileSync(path.join(building, 'ready'), new Date().toISOString());
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
  return { dataDir: dir };
}

async function preparePostgres(fp) {
  const name = `bench_${adverts}_${fp}`;
  const url = (db) => {
    const u = new URL(args.pg);
    u.pathname = `/${db}`;
    return u.toString();
  };
  const admin = new pg.Client({ connectionString: args.pg });
  await admin.connect();
  try {
    const found = await admin.query(
      `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
      [name],
    );
    if (found.rows[0]?.note !== 'bench data set ready') {
      console.log(`building the PostgreSQL data set in database ${name}`);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      await generate('postgres', url(name));
      await admin.query(`COMMENT ON DATABASE ${name} IS 'bench data set ready'`);
    }
  } finally {
    await admin.end();
  }
  const dataDir = path.join(here, '.data', `postgres-files`);
  mkdirSync(dataDir, { recursive: true });
  return { dataDir, databaseUrl: url(name) };
}

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** A token of the owner of the newest advert (a generated user; token version 0). */
async function ownerToken(base) {
  const res = await fetch(`${base}/api/adverts?page=0&size=1&sort=createAt&type=DESC`);
  const owner = (await res.json()).content[0].user.id;
  return new SignJWT({ tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(owner))
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/**
 * Starts counted writes on the data set, N a second, until the returned function is called:
 * each moves the price of a random advert by a cent, as an owner's edit would. A failed write
 * (the server ended a connection) is counted and the writer goes on with a new connection; it
 * never stops the benchmark.
 */
async function startWrites(databaseUrl, perSecond) {
  if (!(perSecond > 0)) return async () => ({ writes: 0, failed: 0 });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  const { rows } = await pool.query('SELECT max(id) AS n FROM adverts');
  const maxId = Number(rows[0].n);
  let writes = 0;
  let failed = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const id = 1 + Math.floor(Math.random() * maxId);
    const cent = Math.random() < 0.5 ? -0.01 : 0.01;
    pool
      .query('UPDATE adverts SET price = greatest(price + $2::numeric, 1) WHERE id = $1', [
        id,
        cent,
      ])
      .then(
        () => (writes += 1),
        () => (failed += 1),
      )
      .finally(() => (busy = false));
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await pool.end().catch(() => undefined);
    return { writes, failed };
  };
}

async function measure(url, paths, connections, extraHeaders = {}) {
  const specFile = path.join(os.tmpdir(), `bench-spec-${process.pid}.json`);
  writeFileSync(
    specFile,
    JSON.stringify({
      url,
      paths,
      connections,
      duration: Number(args.duration),
      warmup: Number(args.warmup),
      headers: {
        ...(args['accept-encoding'] ? { 'accept-encoding': args['accept-encoding'] } : {}),
        ...extraHeaders,
      },
    }),
  );
  const out = await runToEnd(process.execPath, [path.join(here, 'load-worker.mjs'), specFile]);
  rmSync(specFile, { force: true });
  return JSON.parse(out.trim().split('\n').pop());
}

async function benchOne(db) {
  const fp = fingerprint();
  const target = db === 'embedded' ? await prepareEmbedded(fp) : await preparePostgres(fp);
  if (args['prepare-only']) return console.log(`data set ready: ${JSON.stringify(target)}`);
  const connections = Number(args.connections ?? (db === 'embedded' ? 16 : 32));
  if (db === 'postgres') await warmPostgres(target.databaseUrl);
  const logDir = path.join(here, 'results', 'tmp');
  mkdirSync(logDir, { recursive: true });

  const bare = startProcess(process.execPath, [path.join(here, 'bare-server.mjs')], {
    logFile: path.join(logDir, 'bare.log'),
  });
  const port = await freePort();
  const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [];
  const serverArgs = [...profile, '--import', 'tsx', 'apps/api/src/server.ts'];
  const api = startProcess(process.execPath, serverArgs, {
    cwd: root,
    logFile: path.join(logDir, `api-${db}.log`),
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // autocannon keeps its connections: the production limit would answer 503 after 1,000.
      MAX_REQUESTS_PER_SOCKET: '0',
      // The search suite measures speed from one address: the costly read budget (decision
      // 0054) would refuse most of its calls.
      COSTLY_READS_AT_ONCE: '1000',
      COSTLY_READS_PER_MINUTE: '100000',
      JWT_SECRET,
    },
  });
  const stopAll = () => Promise.all([api.stop(), bare.stop()]);
  try {
    const barePort = JSON.parse(await bare.firstLine()).port;
    const base = `http://127.0.0.1:${port}`;
    // The first start on a data set may apply migrations (indexes on N rows) before listening.
    await waitForHttp(`${base}/api/health`, 1200, api);
    const plan = await buildPlan(base);
    // The specification's client sends the bare token in Authorization.
    const userHeaders = args['as-user'] ? { authorization: await ownerToken(base) } : {};
    const calls = [
      {
        name: 'bare fastify',
        group: 'bare',
        url: `http://127.0.0.1:${barePort}`,
        paths: ['/hello'],
      },
      ...plan.map((c) => ({ ...c, url: base })),
    ].filter((c) => c.group === 'bare' || !args.only || new RegExp(args.only).test(c.name));

    const meta = {
      db,
      adverts,
      tag: args.tag,
      asUser: args['as-user'],
      writesPerSecond: Number(args['writes-per-second']),
      connections,
      duration: Number(args.duration),
      warmup: Number(args.warmup),
      startedAt: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    };
    console.log(`\n${db}, ${adverts} adverts, ${connections} connections`);
    printHeader();
    const rows = [];
    const writesPerSecond = Number(args['writes-per-second']);
    if (writesPerSecond > 0 && db !== 'postgres')
      console.log('--writes-per-second applies to PostgreSQL only: no writes on the embedded run');
    for (const call of calls) {
      const stopWrites =
        call.group === 'bare' || db !== 'postgres'
          ? async () => ({ writes: 0, failed: 0 })
          : await startWrites(target.databaseUrl, writesPerSecond);
      let r;
      let writes;
      try {
        r = await measure(
          call.url,
          call.paths,
          connections,
          call.group === 'bare' ? {} : userHeaders,
        );
      } finally {
        writes = await stopWrites();
      }
      const row = {
        name: call.name,
        group: call.group,
        ...(writesPerSecond > 0 && db === 'postgres'
          ? { writes: writes.writes, failedWrites: writes.failed }
          : {}),
        ...r,
        failed: failedOf(r),
        // Other work on the machine skews a run: the 1-minute load average is kept with it.
        load: Math.round(os.loadavg()[0] * 10) / 10,
      };
      rows.push(row);
      printRow(row, rows[0].rps);
      if (row.writes !== undefined)
        console.log(`    (${row.writes} writes during this call, ${row.failedWrites} failed)`);
    }
    const saved = saveResults(path.join(here, 'results'), meta, rows);
    console.log(`saved ${path.relative(root, saved)}.{json,md}`);
  } finally {
    await stopAll();
  }
}

for (const db of dbs) await benchOne(db);
