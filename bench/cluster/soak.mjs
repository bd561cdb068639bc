/**
 * `npm run soak -- [--minutes 10] [--rate 25] [--warmup 120]`: the mixed load
 * against two API processes behind nginx on a private PostgreSQL for the given time. Samples
 * every 10 s, prints a row per minute and a verdict, writes bench/results/<date>-soak-<N>m.md,
 * exits 1 when a figure fails, and stops everything it started whatever happens.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { procMb, here as benchDir, meta } from '../lib/suite.mjs';
import { waitFor } from './check-figures.mjs';
import { startLoad } from './load-client.mjs';
import { prepareLoadData } from './load-data.mjs';
import { STEADY_WINDOW_MINUTES, minuteRow, verdict, writeReport } from './soak-report.mjs';
import { startStack } from './stack.mjs';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '25' },
    warmup: { type: 'string', default: '120' },
  },
});
const minutes = Number(args.minutes);
const rate = Number(args.rate);
const warmupMs = Number(args.warmup) * 1000;
const concurrency = 8;
const dir = mkdtempSync(path.join(os.tmpdir(), 'estate-soak-'));
const say = (text) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

const stack = await startStack({ logName: 'soak' });
const sample = async () => ({
  at: Date.now(),
  apis: stack.apis.map((a) => ({
    rssMb: procMb(a.pid, 'VmRSS'),
    fds: readdirSync(`/proc/${a.pid}/fd`).length,
  })),
  pgConnections: Number(
    (await stack.pg.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = 'estate'`))[0]
      .n,
  ),
});

let exitCode = 1;
try {
  say(`cluster up: ${stack.base} (${stack.front.kind}); preparing the load's data`);
  // Enough customers that none of them meets the API's 20 tour requests a day (9 % of the load).
  const tours = rate * 0.09 * (warmupMs / 1000 + minutes * 60);
  const customers = Math.max(120, Math.ceil(tours / 10));
  const data = await prepareLoadData({ base: stack.base, pg: stack.pg, dir, customers });
  const info = meta('soak', { minutes, rate, concurrency, warmupSeconds: warmupMs / 1000 });
  info.command = `npm run soak -- ${process.argv.slice(2).join(' ')}`.trim();
  const measureFrom = Date.now() + warmupMs;
  const byMinute = Array.from({ length: minutes }, () => ({ records: [], samples: [] }));
  let outside = { '5xx': 0, noAnswer: 0 };
  const load = startLoad(
    { ...data, dir, seconds: warmupMs / 1000 + minutes * 60, rate, concurrency },
    (r) => {
      const minute = Math.floor((r.startedAt - measureFrom) / 60_000);
      if (byMinute[minute]) byMinute[minute].records.push(r);
      else if (r.status >= 500 || r.status === 0)
        outside = {
          ...outside,
          [r.status ? '5xx' : 'noAnswer']: outside[r.status ? '5xx' : 'noAnswer'] + 1,
        };
    },
  );
  say(`warming up for ${warmupMs / 1000} s, then ${minutes} measured minutes`);
  const rows = [];
  for (let minute = 0; minute < minutes; minute++) {
    for (let tick = 1; tick <= 6; tick++) {
      const due = measureFrom + minute * 60_000 + tick * 10_000;
      await waitFor(() => Date.now() >= due, due - Date.now() + 5_000);
      byMinute[minute].samples.push(await sample());
    }
    rows.push(minuteRow(minute + 1, byMinute[minute].records, byMinute[minute].samples));
    console.log(JSON.stringify(rows.at(-1)));
  }
  await load.stop();
  // Once idle, the pools close their connections (after 10 s) and nothing should stay open.
  const baseline = byMinute[0].samples.at(-1);
  let settled = await sample();
  await waitFor(async () => {
    settled = await sample();
    return (
      settled.pgConnections <= 2 && settled.apis.every((a, i) => a.fds <= baseline.apis[i].fds + 5)
    );
  }, 40_000).catch(() => undefined);
  const window = Math.max(1, Math.min(STEADY_WINDOW_MINUTES, Math.floor(minutes / 2)));
  const pooled = (minutesOf) => minutesOf.flatMap((m) => m.records);
  const ends = {
    first: pooled(byMinute.slice(0, window)),
    last: pooled(byMinute.slice(-window)),
    minutes: window,
  };
  const figures = verdict(rows, ends, byMinute[0].samples, byMinute.at(-1).samples, settled);
  if (outside['5xx'] + outside.noAnswer > 0)
    figures.unshift({
      figure: 'zero 5xx during warm-up',
      value: JSON.stringify(outside),
      holds: false,
    });
  info.front = stack.front.kind === 'nginx' ? 'nginx' : 'a small round robin (nginx missing)';
  info.loadAverage = os
    .loadavg()
    .map((x) => Math.round(x * 10) / 10)
    .join(' ');
  const report = writeReport(path.join(benchDir, 'results'), info, rows, figures);
  console.log(`\n${report.text}\nWritten to ${path.relative(process.cwd(), report.file)}`);
  exitCode = report.holds ? 0 : 1;
} finally {
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
const leftover = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)])
  .toString()
  .split('\n')
  .filter((line) => line.trim() && !/\sps$/.test(line.trim()));
console.log(
  leftover.length
    ? `left running: ${leftover.join(', ')}`
    : 'everything the soak started has stopped',
);
process.exit(exitCode);
