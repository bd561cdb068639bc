import type { EmailChangeRequest } from '@estate/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { Throttle } from '../../lib/throttle';
import { badRequest } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { logActivity } from '../activity';
import type { UserRow, UsersRepository } from '../users';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { emailChangeLinkMail, emailChangeNoticeMail } from './account-mails';
import { CONFIRM_CODE_TTL_MS, hashConfirmCode, newConfirmCode } from './account-codes';
import { checkCurrentPassword } from './current-password';

export interface EmailChangeDeps {
  db: Db;
  users: UsersRepository;
  throttle: Throttle;
  mailer: Mailer;
  clock: Clock;
  settings: { publicUrl: string };
}

/**
 * A change of e-mail address (docs/product.md#change-of-e-mail): kept pending on a code row until
 * the link sent to the new address is opened. An address that belongs to another account gets
 * the same answer and the same e-mails; only its link cannot be used.
 */
export function createEmailChangeService(deps: EmailChangeDeps) {
  const { db, users, throttle, mailer, clock, settings } = deps;

  /** Spends the code and moves the account; false when the link cannot be used. */
  async function applyChange(code: { id: number; userId: number; email: string }) {
    const holder = await users.findByEmail(code.email);
    return db
      .transaction(async (tx) => {
        if (!(await users.useCode(code.id, tx))) return false;
        // Spent either way: a link to an address taken since is never usable again.
        if (holder && holder.id !== code.userId) return false;
        if (!(await users.changeEmail(code.userId, code.email, tx))) return false;
        // A reset code e-mailed to the old address must not open the account any more.
        await users.spendCodes(code.userId, 'RESET', tx);
        await logActivity(tx, {
          userId: code.userId,
          action: 'EMAIL_CHANGED',
          log: `Changed the e-mail address to ${code.email}`,
        });
        return true;
      })
      .catch((e: unknown) => {
        // The address was taken between the look-up and the change: the unique index decides.
        if (isUniqueViolation(e)) return false;
        throw e;
      });
  }

  return {
    async requestEmailChange(current: UserRow, input: EmailChangeRequest, ip: string) {
      await checkCurrentPassword(throttle, current, input.password, ip);
      const email = input.email.toLowerCase();
      if (email === current.email.toLowerCase()) {
        throw badRequest(M.sameEmail, { email: M.sameEmail });
      }
      const code = newConfirmCode();
      await users.insertCode({
        userId: current.id,
        purpose: 'EMAIL',
        codeHash: hashConfirmCode(code),
        expiresAt: new Date(clock.now().getTime() + CONFIRM_CODE_TTL_MS),
        email,
      });
      await mailer.send(
        emailChangeLinkMail(current, email, `${settings.publicUrl}/email-confirm/${code}`),
      );
      await mailer.send(emailChangeNoticeMail(current, email, settings.publicUrl));
      await logActivity(db, {
        userId: current.id,
        action: 'EMAIL_CHANGE_REQUESTED',
        log: `Asked to change the e-mail address to ${email}`,
      });
      return { message: M.emailChangeSent(email) };
    },

    async confirmEmailChange(code: string) {
      const row = await users.findUsableCode('EMAIL', hashConfirmCode(code));
      const email = row?.email;
      if (!row || !email || !(await applyChange({ id: row.id, userId: row.userId, email }))) {
        throw badRequest(M.unusableEmailLink);
      }
      return { message: M.emailChanged(email) };
    },
  };
}
