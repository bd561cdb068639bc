/** What the suites of bench/suites/ share: the server, timing, load and their reports. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, runToEnd, startProcess, waitForHttp } from './procs.mjs';
import { warmPostgres } from './warm.mjs';

export const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const root = path.resolve(here, '..');
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/**
 * A suite's command line: `--suite`, `--adverts N` (1,000,000 unless the suite says), `--tag NAME`
 * and `--pg URL` (the PostgreSQL server of the data sets), with the suite's own `options`.
 */
export function suiteArgs(options = {}) {
  const { values } = parseArgs({
    options: {
      suite: { type: 'string' },
      adverts: { type: 'string', default: '1000000' },
      tag: { type: 'string' },
      pg: {
        type: 'string',
        default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      },
      ...options,
    },
  });
  return values;
}

/**
 * The real API server in its own process on a free port; `pid` is the server's own. Its
 * PostgreSQL data set is read into the machine's cache first: the figures are warm ones.
 */
export async function startApi(name, env) {
  await warmPostgres(env.DATABASE_URL);
  const logDir = path.join(here, 'results', 'tmp');
  mkdirSync(logDir, { recursive: true });
  const port = await freePort();
  const api = startProcess(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    logFile: path.join(logDir, `api-${name}.log`),
    // autocannon keeps its sockets: the server's 1,000-request cap per socket would end them
    // mid-run and count every later request as failed.
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      MAX_REQUESTS_PER_SOCKET: '0',
      // The suites measure speed from one address: the costly read budget (decision 0054) would
      // refuse most of their calls. The costly-reads suite sets its own to show it working.
      COSTLY_READS_AT_ONCE: '1000',
      COSTLY_READS_PER_MINUTE: '100000',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, 1200, api);
  return { base, pid: api.child.pid, stop: () => api.stop() };
}

export const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
export const round = (x) => (x === null ? null : Math.round(x * 100) / 100);

/** p50/p95/p99/max of a list of milliseconds. */
export function summary(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? null),
  };
}

/** autocannon in its own process (bench/load-worker.mjs) over `paths`, round robin. */
export async function loadOf(spec) {
  const file = path.join(os.tmpdir(), `bench-suite-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(spec));
  try {
    const out = await runToEnd(process.execPath, [path.join(here, 'load-worker.mjs'), file]);
    return JSON.parse(out.trim().split('\n').pop());
  } finally {
    rmSync(file, { force: true });
  }
}

/** A /proc/<pid>/status field in MB (VmRSS, VmHWM). */
export function procMb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return Math.round(kb / 102.4) / 10;
}

export function meta(suite, extra) {
  return {
    suite,
    startedAt: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    loadAverageAtStart: Math.round(os.loadavg()[0] * 10) / 10,
    ...extra,
  };
}

/** Saves bench/results/<date>-<name>.{json,md}: the figures and a markdown table of them. */
export function save(name, info, rows, notes = []) {
  const dir = path.join(here, 'results');
  mkdirSync(dir, { recursive: true });
  const base = path.join(dir, `${info.startedAt.slice(0, 10)}-${name}`);
  writeFileSync(`${base}.json`, JSON.stringify({ ...info, results: rows }, null, 2) + '\n');
  const columns = Object.keys(Object.assign({}, ...rows));
  const md = [
    `# ${info.title}`,
    '',
    `${info.startedAt} · ${info.machine} · load average at start ${info.loadAverageAtStart}`,
    '',
    `Command: \`${info.command}\``,
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${columns.map((c) => String(r[c] ?? '')).join(' | ')} |`),
    '',
    ...notes,
    '',
  ].join('\n');
  writeFileSync(`${base}.md`, md);
  console.log(md);
  return base;
}
