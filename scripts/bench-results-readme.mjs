#!/usr/bin/env node
/**
 * `npm run bench:readme`: writes bench/results/README.md from the result files beside it: for
 * each suite, database, data size and condition, the latest figure of every call, with the
 * command and date of the run it comes from and a link to that run's file.
 *
 * The output depends on the result files only (no clock, no machine, sorted input), so running it
 * again without new results changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readNotes, readRuns } from './bench-results-read.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUITES = {
  search: 'Search, lists and the advert page (`npm run bench`)',
  backoffice: 'Back office lists (`npm run bench -- --suite backoffice`)',
  owner: "An owner's pages (`npm run bench -- --suite owner`)",
  uploads: 'Picture uploads (`npm run bench -- --suite uploads`)',
  reports: 'Reports page, one request at a time (`node bench/reports.mjs`)',
  soak: 'Soak: mixed load over time, p95 of its last minutes (`npm run soak`)',
};
const suiteRank = (s) => (s in SUITES ? Object.keys(SUITES).indexOf(s) : 99);

const groupKey = (run) => [run.suite, run.db, run.size, run.condition].join('|');
/** Newest first; a run of the same instant falls back to its file name, so the order is total. */
const newestFirst = (a, b) =>
  b.startedAt.localeCompare(a.startedAt) || b.file.localeCompare(a.file);

/** A run of a few calls only (`--only`): its figures replace those calls, the rest stay. */
const isPartial = (run) => /\s--only[\s=]/.test(run.command ?? '');

/** A run tagged "before…" measured the code a change then replaced: never current figures. */
const isBefore = (run) => /--tag before\b/.test(run.command ?? '');

/**
 * Groups of runs, each with the figures of the code as it is: the newest full run of the group
 * and any partial runs after it. Older runs measured code since replaced: they keep their files
 * and are listed as earlier runs, never shown as current figures.
 */
export function latestFigures(runs) {
  const groups = new Map();
  for (const run of [...runs].sort(newestFirst)) {
    const key = groupKey(run);
    if (!groups.has(key)) groups.set(key, { ...run, calls: new Map(), earlier: [], full: false });
    const group = groups.get(key);
    if (group.full || isBefore(run)) {
      group.earlier.push(run);
      continue;
    }
    for (const row of run.rows)
      if (!group.calls.has(row.call)) group.calls.set(row.call, { ...row, run });
    group.full = !isPartial(run);
  }
  return [...groups.values()].sort(
    (a, b) =>
      suiteRank(a.suite) - suiteRank(b.suite) ||
      a.suite.localeCompare(b.suite) ||
      a.db.localeCompare(b.db) ||
      a.size - b.size ||
      a.condition.localeCompare(b.condition, 'en', { numeric: true }),
  );
}

const ms = (v) => (typeof v === 'number' ? String(v) : '—');
const linkTo = (file) => `[${file.replace(/\.(json|md)$/, '')}](${file})`;
const readableFile = (dir, file) => {
  const md = file.replace(/\.json$/, '.md');
  return fs.existsSync(path.join(dir, md)) ? md : file;
};

function groupTitle(g) {
  const db = g.db === 'postgres' ? 'PostgreSQL' : 'embedded database';
  const size = g.size ? `, ${g.size.toLocaleString('en-US')} adverts` : '';
  return `${db}${size}${g.condition ? `, ${g.condition}` : ''}`;
}

const earlierRuns = (dir, g) =>
  g.earlier.length > 0
    ? [
        `Earlier runs, of code since replaced: ${g.earlier.map((r) => linkTo(readableFile(dir, r.file))).join(', ')}.`,
        '',
      ]
    : [];

function groupSection(dir, g) {
  const calls = [...g.calls.values()];
  if (calls.length === 0)
    return [
      `### ${groupTitle(g)}`,
      '',
      'No run of the code as it is yet.',
      '',
      ...earlierRuns(dir, g),
    ];
  const runs = [...new Map(calls.map((c) => [c.run.file, c.run])).values()].sort(newestFirst);
  return [
    `### ${groupTitle(g)}`,
    '',
    '| call | p95 ms | p50 ms | rate | date | run |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    ...calls.map(
      (c) =>
        `| ${c.call} | ${ms(c.p95)} | ${ms(c.p50)} | ${c.rate} | ${c.run.startedAt.slice(0, 10)} | ${linkTo(readableFile(dir, c.run.file))} |`,
    ),
    '',
    ...runs.map(
      (r) =>
        `- ${linkTo(readableFile(dir, r.file))}: \`${r.command}\`, ${r.startedAt}${r.machine ? `, ${r.machine}` : ''}`,
    ),
    '',
    ...earlierRuns(dir, g),
  ];
}

export function renderReadme(dir, runs, notes = []) {
  const groups = latestFigures(runs);
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench:readme` from the files in this folder; do not edit it by hand.',
    'For each suite, database, data size and condition: the figures of the newest full run (and of',
    'any run of a few calls after it), with the run they come from (its file, command, start time',
    'and machine); earlier runs measured code since replaced and are only linked. Times are in milliseconds as the',
    'client saw them; "rate" is what the call sustained during the run. How to run the suites and',
    'what each call does: [../README.md](../README.md).',
    '',
  ];
  for (const suite of [...new Set(groups.map((g) => g.suite))]) {
    lines.push(`## ${SUITES[suite] ?? suite}`, '');
    for (const g of groups.filter((x) => x.suite === suite)) lines.push(...groupSection(dir, g));
  }
  if (notes.length > 0) {
    lines.push('## Measurement notes', '');
    lines.push(
      'Figures measured once, by hand or by a test, and quoted by the decision records:',
      '',
    );
    lines.push(...notes.map((n) => `- [${n.title}](${n.file})`), '');
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.join(root, 'bench', 'results');
  const file = path.join(dir, 'README.md');
  fs.writeFileSync(file, renderReadme(dir, readRuns(dir), readNotes(dir)));
  console.log(`Written ${path.relative(process.cwd(), file)}`);
}
