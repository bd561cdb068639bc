import type { Throttle } from '../../lib/throttle';
import { badRequest } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { UserRow } from '../users';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { admitOrRefuse, gatesFor, loginAccountKey, loginAddressKey } from './account-limits';

/**
 * The current password that a password or e-mail change asks for. A stolen token must not become
 * a way to guess the password, so the checks are counted like logins (docs/product.md#limits).
 */
export async function checkCurrentPassword(
  throttle: Throttle,
  current: UserRow,
  password: string,
  ip: string,
): Promise<void> {
  await admitOrRefuse(throttle, gatesFor.login(current.email, ip), M.tooManyPasswordChecks);
  if (!(await verifyPassword(password, current.passwordHash))) {
    throw badRequest(M.wrongCurrentPassword, { password: M.wrongCurrentPassword });
  }
  await throttle.forget(loginAccountKey(current.email));
  await throttle.refund(loginAddressKey(ip));
}
