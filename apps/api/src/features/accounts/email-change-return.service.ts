import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/errors';
import { logActivity } from '../activity';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { hashConfirmCode } from './account-codes';
import type { UsersRepository } from '../users';

/**
 * The old address's ways back from a change of e-mail (docs/product.md#change-of-e-mail): the
 * cancel link of the notice stops a pending change; the revert link of the "changed" mail puts
 * the old address back for 7 days, ends every session and spends every code.
 */
export function createEmailChangeReturnService({ users }: { users: UsersRepository }) {
  return {
    async cancelEmailChange(code: string) {
      const row = await users.findUsableCode('EMAIL_CANCEL', hashConfirmCode(code));
      if (!row) throw badRequest(M.unusableEmailLink);
      const cancelled = await users.transaction(async (tx) => {
        if (!(await users.useCode(row.id, tx))) return false;
        await users.spendCodes(row.userId, 'EMAIL', tx);
        await logActivity(tx, {
          userId: row.userId,
          action: 'EMAIL_CHANGE_CANCELLED',
          log: `Cancelled the change of e-mail address to ${row.email ?? ''}`,
        });
        return true;
      });
      if (!cancelled) throw badRequest(M.unusableEmailLink);
      return { message: M.emailChangeCancelled };
    },

    async revertEmailChange(code: string) {
      const row = await users.findUsableCode('EMAIL_REVERT', hashConfirmCode(code));
      const oldEmail = row?.email;
      if (!row || !oldEmail) throw badRequest(M.unusableEmailLink);
      const holder = await users.findByEmail(oldEmail);
      if (holder && holder.id !== row.userId) throw conflict(M.oldEmailTaken);
      const reverted = await users
        .transaction(async (tx) => {
          if (!(await users.useCode(row.id, tx))) return false;
          await users.changeEmail(row.userId, oldEmail, tx);
          // Whoever moved the account away may hold a session or a code: none of it works now.
          await users.endSessions(row.userId, tx, true);
          await logActivity(tx, {
            userId: row.userId,
            action: 'EMAIL_CHANGE_REVERTED',
            log: `Put back the e-mail address ${oldEmail}`,
          });
          return true;
        })
        .catch((e: unknown) => {
          // Registered by another account between the look-up and the change.
          if (isUniqueViolation(e)) throw conflict(M.oldEmailTaken);
          throw e;
        });
      if (!reverted) throw badRequest(M.unusableEmailLink);
      return { message: M.emailReverted(oldEmail) };
    },
  };
}
