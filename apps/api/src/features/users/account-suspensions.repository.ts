import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountSuspensions } from '../../db/schema';

/**
 * Whether staff suspended the account (docs/product.md#conversation-reports): it cannot log in.
 * Its sessions ended when it was suspended, so a signed-in request needs no such check.
 */
export async function isAccountSuspended(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountSuspensions.userId })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId));
  return row !== undefined;
}
