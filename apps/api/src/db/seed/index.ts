import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';
import { seedAccounts, DEMO_ACCOUNTS } from './accounts';

export interface SeedContext {
  db: Db;
  log: FastifyBaseLogger;
  dataDir: string;
}

/** Demo data of decisions §10. Idempotent: each part checks what is already there. */
export async function seedDatabase(ctx: SeedContext): Promise<void> {
  await seedAccounts(ctx.db);
  ctx.log.info(
    `Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password} (${a.role})`).join(', ')}`,
  );
}
