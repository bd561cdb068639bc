/**
 * Reads every file of bench/results into runs of one shape, for bench-results-readme.mjs:
 * `{ file, suite, db, size, condition, startedAt, command, machine, rows: [{ call, p50, p95, rate }] }`.
 * A result is a JSON file (search and the bench/suites scripts) or, for the reports and soak
 * scripts, which print or write markdown only, a markdown file without a JSON beside it.
 */
import fs from 'node:fs';
import path from 'node:path';

// <date>-<db>-<size>-<suite>[-run] or <date>-<db>-<suite>[-run] (the uploads suite has no size).
const NAME = /^(\d{4}-\d{2}-\d{2})-(embedded|postgres)-(?:(\d+)-)?([a-z]+)(?:-(.+))?$/;

/** The search suite's conditions that change what a figure means, as words. */
function searchCondition(d) {
  const words = [d.asUser ? 'signed-in caller' : 'visitor'];
  if (d.writesPerSecond > 0) words.push(`${d.writesPerSecond} writes/s`);
  const encoding = /--accept-encoding (.+?)(?: --|$)/.exec(d.command ?? '')?.[1];
  if (encoding) words.push(`Accept-Encoding ${encoding}`);
  return words.join(', ');
}

function rateOf(r) {
  if (typeof r.rps === 'number') return `${r.rps.toLocaleString('en-US')} req/s`;
  if (typeof r.picturesPerSecond === 'number') return `${r.picturesPerSecond} pictures/s`;
  return '—';
}

function fromJson(dir, file) {
  const d = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const name = NAME.exec(file.replace(/\.json$/, ''));
  if (!name || !Array.isArray(d.results)) return undefined;
  const suite = d.suite ?? name[4];
  return {
    file,
    suite,
    db: name[2],
    size: Number(d.adverts ?? name[3] ?? 0),
    condition: suite === 'search' ? searchCondition(d) : '',
    startedAt: d.startedAt,
    command: d.command,
    machine: d.machine,
    // A run timed once (the catalogue import) gives its seconds: shown as its time in ms.
    rows: d.results.map((r) => ({
      call: r.name ?? r.measure ?? r.call,
      p50: r.p50 ?? (r.seconds === undefined ? undefined : r.seconds * 1000),
      p95: r.p95 ?? (r.seconds === undefined ? undefined : r.seconds * 1000),
      rate: rateOf(r),
    })),
  };
}

/** The header line of a markdown result: `<ISO time or date> · … · <machine>`. */
function mdHeader(lines) {
  const stamp = lines.find((l) => /^\d{4}-\d{2}-\d{2}/.test(l)) ?? '';
  const parts = stamp.split(' · ');
  const command = /Command: `([^`]+)`/.exec(lines.join('\n'))?.[1] ?? '';
  return { startedAt: parts[0], machine: parts.find((p) => /cores/.test(p)) ?? '', command };
}

/** bench/reports.mjs's printed table, kept in a code block: viewer, range, p50, p95, max. */
function reportsRows(lines) {
  return lines
    .map((l) => /^(staff|customer)\s+(\d+ \w+)\s+([\d.]+)\s+([\d.]+)/.exec(l))
    .filter(Boolean)
    .map((m) => ({ call: `${m[1]}, ${m[2]}`, p50: Number(m[3]), p95: Number(m[4]), rate: '—' }));
}

/**
 * The soak's p95 at its end, from its verdict: per kind of request ("search 7.1 → 7.6 ms"), or,
 * in the first soaks, of all requests together ("109.2 → 113.5 ms").
 */
function soakRows(lines) {
  const verdict = lines.find((l) => l.startsWith('| p95 of')) ?? '';
  return [...verdict.matchAll(/(?:([a-z]+) )?([\d.]+) → ([\d.]+) ms/g)].map((m) => ({
    call: m[1] ?? 'all requests',
    p50: undefined,
    p95: Number(m[3]),
    rate: '—',
  }));
}

function fromMarkdown(dir, file) {
  const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
  const soak = /^(\d{4}-\d{2}-\d{2})-soak-(\d+)m\.md$/.exec(file);
  if (soak) {
    const front = /behind (.+)$/.exec(lines[0])?.[1] ?? 'a load balancer';
    const condition = `${soak[2]} minutes, two API processes behind ${front}`;
    return {
      file,
      suite: 'soak',
      db: 'postgres',
      size: 0,
      condition,
      ...mdHeader(lines),
      rows: soakRows(lines),
    };
  }
  const name = NAME.exec(file.replace(/\.md$/, ''));
  if (!name || name[4] !== 'reports') return undefined;
  const base = { file, suite: 'reports', db: name[2], size: Number(name[3] ?? 0), condition: '' };
  return { ...base, ...mdHeader(lines), rows: reportsRows(lines) };
}

const markdownOnly = (files) => {
  const jsonBases = new Set(files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)));
  return files.filter(
    (f) => f.endsWith('.md') && f !== 'README.md' && !jsonBases.has(f.slice(0, -3)),
  );
};

/** Measurement notes: markdown files that are not a run of a script, with their titles. */
export function readNotes(dir) {
  return markdownOnly(fs.readdirSync(dir).sort())
    .filter((f) => !fromMarkdown(dir, f))
    .map((file) => {
      const first = fs.readFileSync(path.join(dir, file), 'utf8').split('\n')[0];
      return { file, title: first.replace(/^#\s*/, '') };
    });
}

/** Every run of the directory, with at least one figure. */
export function readRuns(dir) {
  const files = fs.readdirSync(dir).sort();
  const runs = [
    ...files.filter((f) => f.endsWith('.json')).map((f) => fromJson(dir, f)),
    ...markdownOnly(files).map((f) => fromMarkdown(dir, f)),
  ];
  return runs.filter((r) => r && r.rows.length > 0);
}
