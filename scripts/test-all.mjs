#!/usr/bin/env node
// The whole test suite, as the README and CI run it: the shared contracts' schemas, API (embedded
// database, and the PostgreSQL server named by TEST_DATABASE_URL when set), web components, then
// end-to-end in Chromium.
// Ends with the line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-tests-'));
const results = [];

function run(name, command, args, { cwd = root, env = {}, report } = {}) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const counts = report ? report() : undefined;
  const ok = r.status === 0;
  results.push({ name, ok, ...(counts ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) });
}

function vitestCounts(file) {
  return () => {
    try {
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      // A file that failed to load has no failed test of its own: count it once.
      const brokenFiles = (json.testResults ?? []).filter(
        (f) =>
          f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
      ).length;
      // Named in the summary, so the tail of a CI log says which test failed.
      const failures = (json.testResults ?? []).flatMap((f) => {
        const where = path.relative(root, f.name);
        const failedTests = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
        if (f.status === 'failed' && failedTests.length === 0) return [`${where} (did not load)`];
        return failedTests.map((a) => `${where} › ${a.fullName}`);
      });
      return {
        passed: json.numPassedTests,
        failed: json.numFailedTests + brokenFiles,
        failures,
      };
    } catch {
      return { passed: 0, failed: 1 };
    }
  };
}

function vitest(name, workspaceDir, env = {}) {
  const file = path.join(outDir, `${name.replace(/\W+/g, '-')}.json`);
  run(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    {
      cwd: path.join(root, workspaceDir),
      env,
      report: vitestCounts(file),
    },
  );
}

function playwrightCounts(file) {
  return () => {
    try {
      const report = JSON.parse(fs.readFileSync(file, 'utf8'));
      const s = report.stats;
      return {
        passed: s.expected + s.flaky,
        failed: s.unexpected,
        failures: unexpectedSpecs(report),
      };
    } catch {
      return { passed: 0, failed: 1 };
    }
  };
}

// Playwright nests suites (file › describe › test); a test whose last result failed is named.
function unexpectedSpecs(report) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      const failedRun = spec.tests?.some((t) => t.status === 'unexpected');
      if (failedRun) names.push([...trail, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return names;
}

const only = process.argv.slice(2);
const wants = (part) => only.length === 0 || only.includes(part);

if (wants('contracts')) vitest('Contracts', 'packages/contracts');
if (wants('api')) vitest('API on the embedded database', 'apps/api', { TEST_DATABASE_URL: '' });
if (wants('api') && process.env.TEST_DATABASE_URL) {
  vitest('API on PostgreSQL', 'apps/api', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
}
if (wants('web')) vitest('Web components', 'apps/web');
if (wants('e2e')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    console.log(
      `\nChromium is missing at ${chromium}; trying Debian's package (apt-get install chromium).`,
    );
    const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
    const sh = (cmd) =>
      spawnSync(
        asRoot.length ? 'sudo' : 'sh',
        asRoot.length ? ['-n', 'sh', '-c', cmd] : ['-c', cmd],
        { stdio: 'inherit' },
      );
    sh(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
    );
  }
  if (!fs.existsSync(chromium)) {
    console.log(
      `\nEnd-to-end tests need Chromium at ${chromium} (Debian: apt-get install chromium). Not run.`,
    );
    results.push({ name: 'End-to-end (Chromium missing)', ok: false, passed: 0, failed: 1 });
  } else {
    const file = path.join(outDir, 'e2e.json');
    run('End-to-end in Chromium', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(root, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, CHROMIUM_PATH: chromium },
      report: playwrightCounts(file),
    });
  }
}

console.log('\n=== Summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  for (const failure of r.failures ?? []) console.log(`       failed: ${failure}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed =
  results.reduce((n, r) => n + r.failed, 0) + results.filter((r) => !r.ok && r.failed === 0).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
