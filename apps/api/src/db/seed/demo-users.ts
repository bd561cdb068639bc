import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';

export interface DemoUsers {
  admin: number;
  manager: number;
  /** The customer accounts, `customer@example.com` first. */
  customers: number[];
  byId: Map<number, { firstName: string; lastName: string; email: string }>;
}

/** Ids of the demo accounts, or undefined when one of them is gone (then nothing is seeded for them). */
export async function loadDemoUsers(db: Db): Promise<DemoUsers | undefined> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase());
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const id = (email: string) => rows.find((u) => u.email.toLowerCase() === email)?.id;
  const ids = DEMO_ACCOUNTS.map((a) => id(a.email.toLowerCase()));
  if (ids.some((v) => v === undefined)) return undefined;
  const roleIds = (role: string) =>
    DEMO_ACCOUNTS.flatMap((a, i) => (a.role === role ? [ids[i]!] : []));
  return {
    admin: roleIds('ADMIN')[0]!,
    manager: roleIds('MANAGER')[0]!,
    customers: roleIds('CUSTOMER'),
    byId: new Map(rows.map((u) => [u.id, u])),
  };
}

/**
 * Demo accounts are created at first start, but their adverts date back months: move their
 * sign-up dates back so the history reads in order (only ever earlier, never later).
 */
export async function backdateDemoUsers(db: Db, demo: DemoUsers, now: Date): Promise<void> {
  const all = [demo.admin, demo.manager, ...demo.customers];
  for (const [i, id] of all.entries()) {
    const at = new Date(now.getTime() - (210 - i * 3) * 24 * 60 * 60 * 1000);
    await db
      .update(users)
      .set({ createdAt: at })
      .where(sql`${users.id} = ${id} AND ${users.createdAt} > ${at}`);
  }
}
