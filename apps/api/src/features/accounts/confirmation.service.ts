import { sitePaths } from '@estate/contracts';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { badRequest } from '../../lib/errors';
import { logActivity } from '../activity';
import type { UserRow, UsersRepository } from '../users';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { confirmationMail } from './account-mails';
import { CONFIRM_CODE_TTL_MS, hashConfirmCode, newConfirmCode } from './account-codes';

export interface ConfirmationDeps {
  db: Db;
  users: UsersRepository;
  mailer: Mailer;
  background: BackgroundTasks;
  clock: Clock;
  settings: { publicUrl: string };
}

/** The registration's confirmation link: sent, sent again, opened (docs/product.md#accounts). */
export function createConfirmationService({
  db,
  users,
  mailer,
  background,
  clock,
  settings,
}: ConfirmationDeps) {
  /** A new link; the ones sent before stop working (the code row replaces them). */
  async function sendConfirmation(user: UserRow) {
    const code = newConfirmCode();
    await users.insertCode({
      userId: user.id,
      purpose: 'CONFIRM',
      codeHash: hashConfirmCode(code),
      expiresAt: new Date(clock.now().getTime() + CONFIRM_CODE_TTL_MS),
    });
    await mailer.send(
      confirmationMail(user, `${settings.publicUrl}${sitePaths.registerConfirm(code)}`),
    );
  }

  return {
    sendConfirmation,

    /**
     * "Didn't get the e-mail?": the same answer whether the account exists, is confirmed or not,
     * and the e-mail goes out after it, so neither the answer nor its timing tells.
     */
    async resendConfirmation(email: string) {
      const user = await users.findByEmail(email);
      if (user && !user.confirmedAt) {
        background.run('confirmation e-mail', () => sendConfirmation(user));
      }
      return { message: M.confirmationResent };
    },

    async confirmRegistration(code: string) {
      const row = await users.findUsableCode('CONFIRM', hashConfirmCode(code));
      if (!row) throw badRequest(M.badConfirmCode);
      await users.transaction(async (tx) => {
        if (!(await users.useCode(row.id, tx))) throw badRequest(M.badConfirmCode);
        await users.markConfirmed(row.userId, tx);
      });
      await logActivity(db, {
        userId: row.userId,
        action: 'ACCOUNT_CONFIRMED',
        log: 'Confirmed the e-mail address',
      });
      return { message: M.confirmed };
    },
  };
}
