#!/usr/bin/env node
// CI's dependency check: fails on a known high or critical vulnerability in
// the production dependencies. When the registry's advisory service cannot be asked (this
// workplace's registry answers 405), it says so and passes: an unknown is not a finding, and a
// check that could never pass here would only teach people to ignore it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// AUDIT_JSON=file reads a saved `npm audit --json` report instead (to try the verdict offline).
const run = process.env.AUDIT_JSON
  ? { stdout: readFileSync(process.env.AUDIT_JSON, 'utf8'), stderr: '' }
  : spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.log(
    `npm audit: no readable answer (${run.stderr.trim().split('\n').pop()}); not checked`,
  );
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.log(
    `npm audit: the advisory service did not answer (${report.message ?? 'no report'}); not checked`,
  );
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
const names = Object.entries(report.vulnerabilities ?? {})
  .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
  .map(([name, v]) => `${name} (${v.severity})`);
console.log(
  `npm audit: ${serious} high or critical in production dependencies${names.length ? `: ${names.join(', ')}` : ''}`,
);
process.exit(serious > 0 ? 1 : 0);
