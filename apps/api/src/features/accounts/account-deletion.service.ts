import { ACCOUNT_DATA_TEXTS, type AccountDeleteRequest } from '@estate/contracts';
import { badRequest, conflict } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { Throttle } from '../../lib/throttle';
import type { AccountRemoval, UserRow } from '../users';
import { admitOrRefuse, gatesFor, loginAccountKey, loginAddressKey } from './account-limits';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';

export interface AccountDeletionDeps {
  throttle: Throttle;
  /** The one way an account goes, shared with the Users page. */
  removeAccount: AccountRemoval;
}

/** A person deletes their own account (docs/product.md#deleting-an-account). */
export function createAccountDeletionService({ throttle, removeAccount }: AccountDeletionDeps) {
  return {
    async deleteAccount(current: UserRow, input: AccountDeleteRequest, ip: string) {
      // A stolen token must not become a way to guess the password: counted like logins.
      await admitOrRefuse(throttle, gatesFor.login(current.email, ip), M.tooManyPasswordChecks);
      if (!(await verifyPassword(input.password, current.passwordHash))) {
        throw badRequest(M.wrongCurrentPassword, { password: M.wrongCurrentPassword });
      }
      await throttle.forget(loginAccountKey(current.email));
      await throttle.refund(loginAddressKey(ip));
      const lastAdminStays = (target: UserRow, adminCount: number) => {
        if (target.role === 'ADMIN' && adminCount <= 1) throw conflict(M.lastAdminLeaves);
      };
      await removeAccount(current.id, lastAdminStays, 'self');
      return { message: ACCOUNT_DATA_TEXTS.deleted };
    },
  };
}
