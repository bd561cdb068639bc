import type { FastifyBaseLogger } from 'fastify';
import type { LogFormat } from '../../lib/logging';
import { DEMO_ACCOUNTS } from './accounts';

type AccountRow = { role: string; email: string; password: string };

const HEADER: AccountRow = { role: 'Role', email: 'E-mail', password: 'Password' };

/** The accounts as padded columns under a header line. */
export function demoAccountsTable(rows: AccountRow[]): string {
  const all = [HEADER, ...rows];
  const width = (key: keyof AccountRow) => Math.max(...all.map((r) => r[key].length));
  return all
    .map(
      (r) => `  ${r.role.padEnd(width('role'))}  ${r.email.padEnd(width('email'))}  ${r.password}`,
    )
    .join('\n');
}

/**
 * The demo accounts, once, when the seed makes them: a small table for a person at a terminal,
 * one record with a `demoAccounts` list for a log collector.
 */
export function logDemoAccounts(log: FastifyBaseLogger, format: LogFormat): void {
  const rows = DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));
  if (format === 'json') {
    log.info({ demoAccounts: rows }, 'Demo accounts');
    return;
  }
  log.info(
    `Demo accounts (change their passwords on any site others can reach):\n${demoAccountsTable(rows)}`,
  );
}
