import type { ResetPasswordRequest } from '@estate/contracts';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { resetCodeMail } from './account-mails';
import type { Throttle } from '../../lib/throttle';
import { logActivity } from '../activity';
import type { UserRow, UsersRepository } from '../users';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { admitOrRefuse, gatesFor, loginAccountKey } from './account-limits';
import { RESET_CODE_TTL_MS, createResetCodeHasher, newResetCode } from './account-codes';

export interface PasswordResetDeps {
  db: Db;
  users: UsersRepository;
  throttle: Throttle;
  mailer: Mailer;
  /** The reset e-mail goes out after the answer. */
  background: BackgroundTasks;
  clock: Clock;
  /** `jwtSecret` keys the stored code hashes; `publicUrl` is the link in the e-mail. */
  settings: { publicUrl: string; jwtSecret: string };
}

/**
 * Forgot and reset password (docs/product.md#accounts). Known and unknown addresses get the same
 * answers after the same work: the throttles count by the address typed, the code is compared
 * either way, and the e-mail is sent after the answer.
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, users, throttle, mailer, background, clock, settings } = deps;
  const codes = createResetCodeHasher(settings.jwtSecret);

  async function mailResetCode(user: UserRow) {
    const code = newResetCode();
    await users.insertCode({
      userId: user.id,
      purpose: 'RESET',
      codeHash: codes.hash(user.id, code),
      expiresAt: new Date(clock.now().getTime() + RESET_CODE_TTL_MS),
    });
    await mailer.send(resetCodeMail(user, code, settings.publicUrl));
  }

  return {
    async forgotPassword(email: string, ip: string) {
      await admitOrRefuse(throttle, gatesFor.resetMail(email, ip), M.tooManyResetMails);
      const user = await users.findByEmail(email);
      if (user) background.run('reset e-mail', () => mailResetCode(user));
      return { message: M.forgotSent };
    },

    async resetPassword(input: ResetPasswordRequest, ip: string) {
      // Counted before the code is compared; the owner's own address has its own allowance, so
      // guesses from elsewhere do not keep a correct code out.
      await admitOrRefuse(throttle, gatesFor.resetTry(input.email, ip), M.tooManyResetAttempts);
      const user = await users.findByEmail(input.email);
      const code = await users.findLatestUsableCode(user?.id ?? 0, 'RESET');
      const matches = codes.matches(user?.id ?? 0, input.code.trim(), code?.codeHash);
      if (!user || !code || !matches) {
        throw badRequest(M.badResetCode, { code: M.badResetCode });
      }
      const passwordHash = await hashPassword(input.password);
      await users.transaction(async (tx) => {
        if (!(await users.useCode(code.id, tx)))
          throw badRequest(M.badResetCode, { code: M.badResetCode });
        await users.updatePassword(user.id, passwordHash, tx);
        // Reading the code from the inbox proves the address, as the confirmation link would.
        if (!user.confirmedAt) await users.markConfirmed(user.id, tx);
      });
      await throttle.forget(loginAccountKey(user.email));
      await logActivity(db, {
        userId: user.id,
        action: 'PASSWORD_RESET',
        log: 'Reset the password',
      });
      return { message: M.passwordReset };
    },
  };
}
