#!/usr/bin/env node
// The whole test suite, as the README and CI run it: the shared contracts' schemas, API (embedded
// database, and the PostgreSQL server named by TEST_DATABASE_URL when set), web components, then
// end-to-end in Chromium. Vitest gives each suite one worker on two cores, so the suites run in
// two lanes side by side, each printed whole when it ends; the browser tests run last, alone.
// Ends with the line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-tests-'));
const results = [];
const suiteStart = Date.now();

/** Runs a suite with its output kept in a file, printed in one piece when the suite ends. */
function run(name, command, args, { cwd = root, env = {}, report } = {}) {
  const logFile = path.join(outDir, `${name.replace(/\W+/g, '-')}.log`);
  const log = fs.openSync(logFile, 'w');
  const started = Date.now();
  console.log(`--- ${name}: started`);
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', log, log],
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      fs.closeSync(log);
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(`\n=== ${name} (${minutes} min) ===`);
      console.log(fs.readFileSync(logFile, 'utf8'));
      const counts = report ? report() : undefined;
      const ok = status === 0;
      results.push({
        name,
        ok,
        minutes,
        ...(counts ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }),
      });
      resolve();
    });
  });
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
  return run(
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

async function laneOne() {
  if (wants('api'))
    await vitest('API on the embedded database', 'apps/api', { TEST_DATABASE_URL: '' });
}

async function laneTwo() {
  if (wants('contracts')) await vitest('Contracts', 'packages/contracts');
  if (wants('api') && process.env.TEST_DATABASE_URL) {
    const url = process.env.TEST_DATABASE_URL;
    await vitest('API on PostgreSQL', 'apps/api', { TEST_DATABASE_URL: url });
  }
  if (wants('web')) await vitest('Web components', 'apps/web');
}

await Promise.all([laneOne(), laneTwo()]);

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
    await run('End-to-end in Chromium', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(root, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, CHROMIUM_PATH: chromium },
      report: playwrightCounts(file),
    });
  }
}

console.log(`\n=== Summary (${((Date.now() - suiteStart) / 60_000).toFixed(1)} min of tests) ===`);
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.minutes} min)`,
  );
  for (const failure of r.failures ?? []) console.log(`       failed: ${failure}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed =
  results.reduce((n, r) => n + r.failed, 0) + results.filter((r) => !r.ok && r.failed === 0).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
