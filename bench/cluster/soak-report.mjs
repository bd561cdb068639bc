/** The soak's per-minute table, its verdict against the soak's target figures, and its file. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { percentile, round } from '../lib/suite.mjs';

export const KINDS = ['search', 'detail', 'favourite', 'tour', 'post', 'picture', 'moderation'];

const p95 = (records) =>
  round(
    percentile(
      records.map((r) => r.ms).sort((a, b) => a - b),
      95,
    ),
  );
const maxOf = (samples, pick) => Math.max(...samples.map(pick));
const mean = (values) => values.reduce((n, v) => n + v, 0) / values.length;

/** One row per measured minute: load, p95s, errors, and the processes' and database's state. */
export function minuteRow(minute, records, samples) {
  const last = samples.at(-1);
  return {
    minute,
    requests: records.length,
    p95: p95(records),
    ...Object.fromEntries(KINDS.map((k) => [k, p95(records.filter((r) => r.kind === k))])),
    '5xx': records.filter((r) => r.status >= 500).length,
    noAnswer: records.filter((r) => r.status === 0).length,
    '4xx': records.filter((r) => r.status >= 400 && r.status < 500).length,
    rssMb: last.apis.map((_, i) => round(mean(samples.map((s) => s.apis[i].rssMb)))).join(' / '),
    fds: last.apis.map((a) => a.fds).join(' / '),
    pgConnections: maxOf(samples, (s) => s.pgConnections),
  };
}

/**
 * Minutes pooled at each end of the run for the steadiness figure: one minute holds about 90
 * postings and 90 uploads, too few for a p95 that one slow request does not move by 20 %.
 */
export const STEADY_WINDOW_MINUTES = 3;

/**
 * Each target figure of the soak with its value and whether it holds. `ends` holds the requests of the
 * first and last `ends.minutes` measured minutes.
 */
export function verdict(rows, ends, firstSamples, lastSamples, settled) {
  // Per kind of request: the mix's own p95 sits where the slowest kind (picture uploads, about
  // 6 % of requests) begins, so it jumps between that kind and the rest from minute to minute.
  // A change within 2 ms is the timer's noise on a 5 ms call, not a trend.
  const steadiness = KINDS.map((kind) => {
    const first = p95(ends.first.filter((r) => r.kind === kind));
    const last = p95(ends.last.filter((r) => r.kind === kind));
    return {
      kind,
      first,
      last,
      change: (last - first) / first,
      holds: Math.abs(last - first) <= Math.max(2, 0.2 * first),
    };
  });
  // A minute's mean of its six samples: one sample may fall just before or after a collection.
  const meanRss = (samples, i) => samples.reduce((n, s) => n + s.apis[i].rssMb, 0) / samples.length;
  const memory = firstSamples[0].apis.map((_, i) => {
    const start = meanRss(firstSamples, i);
    return (meanRss(lastSamples, i) - start) / start;
  });
  const fds = settled.apis.map((a, i) => a.fds - firstSamples.at(-1).apis[i].fds);
  const pct = (x) => `${Math.round(x * 1000) / 10} %`;
  return [
    {
      figure: 'zero 5xx (and no request unanswered)',
      value: `${rows.reduce((n, r) => n + r['5xx'] + r.noAnswer, 0)}`,
      holds: rows.every((r) => r['5xx'] === 0 && r.noAnswer === 0),
    },
    {
      figure: `p95 of each kind of request, last ${ends.minutes} minutes within 20 % (or 2 ms) of the first ${ends.minutes}`,
      value: steadiness
        .map(({ kind, first, last, change }) => `${kind} ${first} → ${last} ms (${pct(change)})`)
        .join(', '),
      holds: steadiness.every((s) => s.holds),
    },
    {
      figure: 'memory growth after warm-up under 10 % (mean RSS, first vs last minute)',
      value: memory.map(pct).join(' / '),
      holds: memory.every((g) => g < 0.1),
    },
    {
      figure: 'no file left open: descriptors once idle vs after warm-up (each process)',
      value: fds.map((d) => (d > 0 ? `+${d}` : String(d))).join(' / '),
      holds: fds.every((d) => d <= 5),
    },
    {
      figure: 'no connection left behind: PostgreSQL connections once idle',
      value: String(settled.pgConnections),
      holds: settled.pgConnections <= 2,
    },
  ];
}

const table = (rows) => {
  const columns = Object.keys(rows[0]);
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${columns.map((c) => String(r[c] ?? '—')).join(' | ')} |`),
  ].join('\n');
};

export function writeReport(dir, info, rows, figures) {
  const holds = figures.every((f) => f.holds);
  const text = [
    `# Soak: ${info.minutes} minutes, two API processes behind ${info.front}`,
    '',
    `${info.startedAt} · ${info.machine} · load average ${info.loadAverage}`,
    '',
    `Command: \`${info.command}\`. Load: ${info.rate} requests a second over ${info.concurrency} loops (search 40 %, detail 25 %, favourite toggles 12 %, tour requests 9 %, posting an advert with a 640×480 JPEG 6 %, moderation 8 %), ${info.warmupSeconds} s of warm-up not counted; p95 in ms, mean RSS in MB and descriptors at the minute's end per process (api-1 / api-2), PostgreSQL connections the most seen in the minute.`,
    '',
    table(rows),
    '',
    `## Verdict: ${holds ? 'every figure holds' : 'FAILED'}`,
    '',
    table(figures.map((f) => ({ ...f, holds: f.holds ? 'yes' : 'NO' }))),
    '',
  ].join('\n');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${info.startedAt.slice(0, 10)}-soak-${info.minutes}m.md`);
  writeFileSync(file, text);
  return { file, text, holds };
}
