import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts';
import { logDemoAccounts } from './demo-accounts-log';

function capture() {
  const records: Array<Record<string, unknown>> = [];
  const log = pino(
    { level: 'info' },
    { write: (line: string) => void records.push(JSON.parse(line)) },
  );
  return { log, records };
}

describe('demo accounts in the start-up log', () => {
  it('are one record with the list for a log collector', () => {
    const { log, records } = capture();
    logDemoAccounts(log, 'json');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ msg: 'Demo accounts' });
    expect(records[0]!.demoAccounts).toEqual(
      DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password })),
    );
  });

  it('are a table of role, e-mail and password for a person', () => {
    const { log, records } = capture();
    logDemoAccounts(log, 'pretty');
    expect(records).toHaveLength(1);
    const lines = String(records[0]!.msg).split('\n');
    expect(lines[1]).toMatch(/^ {2}Role +E-mail +Password$/);
    expect(lines[2]).toMatch(/^ {2}ADMIN +admin@example\.com +Admin1234$/);
    expect(lines).toHaveLength(2 + DEMO_ACCOUNTS.length);
    // Columns line up: every e-mail starts where the header's does.
    const column = lines[1]!.indexOf('E-mail');
    for (const line of lines.slice(2)) expect(line.slice(column)).toMatch(/^\S+@/);
  });
});
