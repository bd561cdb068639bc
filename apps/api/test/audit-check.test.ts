import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// CI's dependency check, given saved `npm audit --json` reports (this
// workplace's registry cannot answer audits, so the verdicts are exercised offline here).
const script = path.resolve(__dirname, '../../../scripts/audit-check.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-audit-'));

function verdictOn(report: object) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(report));
  const run = spawnSync(process.execPath, [script], {
    env: { ...process.env, AUDIT_JSON: file },
    encoding: 'utf8',
  });
  return { status: run.status, said: run.stdout.trim() };
}

const counts = (high: number, critical: number) => ({
  metadata: { vulnerabilities: { info: 0, low: 2, moderate: 1, high, critical, total: 3 } },
});

describe('the dependency check of CI', () => {
  it('fails on a high or critical advisory and names the package', () => {
    const report = {
      ...counts(1, 0),
      vulnerabilities: { 'left-pad': { severity: 'high' }, chalk: { severity: 'low' } },
    };
    expect(verdictOn(report)).toEqual({
      status: 1,
      said: 'npm audit: 1 high or critical in production dependencies: left-pad (high)',
    });
    expect(verdictOn({ ...counts(0, 2), vulnerabilities: {} }).status).toBe(1);
  });

  it('passes when only low and moderate advisories are known', () => {
    expect(verdictOn({ ...counts(0, 0), vulnerabilities: {} })).toEqual({
      status: 0,
      said: 'npm audit: 0 high or critical in production dependencies',
    });
  });

  it('says "not checked" when the advisory service does not answer', () => {
    const answer = verdictOn({ message: 'Method Not Allowed' });
    expect(answer.status).toBe(0);
    expect(answer.said).toContain('not checked');
  });
});
