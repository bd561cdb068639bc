/** The results table: printed while the run goes, saved as JSON and markdown at the end. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const COLUMNS = [
  'call',
  'RPS',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  '% of bare',
  'non-2xx/errors',
  'load',
];
const WIDTHS = [26, 8, 8, 8, 8, 10, 14, 6];

const cells = (row, bareRps) => [
  row.name,
  String(row.rps),
  String(row.p50),
  String(row.p95),
  String(row.p99),
  row.name === 'bare fastify' ? '100' : ((100 * row.rps) / bareRps).toFixed(1),
  String(row.failed),
  String(row.load ?? ''),
];

export const failedOf = (r) =>
  Object.entries(r.statuses)
    .filter(([s]) => !/^[23]/.test(s))
    .reduce((n, [, c]) => n + c, 0) +
  r.errors +
  r.timeouts;

export function printHeader() {
  console.log(COLUMNS.map((c, i) => c.padEnd(WIDTHS[i])).join(' '));
}

export function printRow(row, bareRps) {
  console.log(
    cells(row, bareRps)
      .map((c, i) => (i === 0 ? c.padEnd(WIDTHS[i]) : c.padStart(WIDTHS[i])))
      .join(' '),
  );
}

export function saveResults(dir, meta, rows) {
  mkdirSync(dir, { recursive: true });
  const date = meta.startedAt.slice(0, 10);
  const base = path.join(
    dir,
    `${date}-${meta.db}-${meta.adverts}-search${meta.tag ? `-${meta.tag}` : ''}`,
  );
  const bare = rows.find((r) => r.name === 'bare fastify');
  const withShare = rows.map((r) => ({
    ...r,
    pctOfBare: bare ? Math.round((1000 * r.rps) / bare.rps) / 10 : null,
  }));
  writeFileSync(`${base}.json`, JSON.stringify({ ...meta, results: withShare }, null, 2) + '\n');
  const md = [
    `# Search benchmark: ${meta.db}, ${meta.adverts.toLocaleString('en-US')} adverts${
      meta.tag ? ` (${meta.tag})` : ''
    }`,
    '',
    `${meta.startedAt} · ${meta.connections} connections · ${meta.duration} s per call after ${meta.warmup} s warm-up · ${meta.machine}`,
    '',
    `Command: \`${meta.command}\``,
    '',
    `| ${COLUMNS.join(' | ')} |`,
    `| ${COLUMNS.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${cells(r, bare?.rps ?? 1).join(' | ')} |`),
    '',
  ].join('\n');
  writeFileSync(`${base}.md`, md);
  return base;
}
