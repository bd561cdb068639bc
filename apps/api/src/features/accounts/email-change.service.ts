import { sitePaths, type EmailChangeRequest } from '@estate/contracts';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { Throttle } from '../../lib/throttle';
import { badRequest } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { logActivity } from '../activity';
import type { UserRow, UsersRepository } from '../users';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { emailChangedMail, emailChangeLinkMail, emailChangeNoticeMail } from './account-mails';
import {
  CONFIRM_CODE_TTL_MS,
  REVERT_CODE_TTL_MS,
  hashConfirmCode,
  newConfirmCode,
} from './account-codes';
import { checkCurrentPassword } from './current-password';
import { createEmailChangeReturnService } from './email-change-return.service';

export interface EmailChangeDeps {
  db: Db;
  users: UsersRepository;
  throttle: Throttle;
  mailer: Mailer;
  clock: Clock;
  settings: { publicUrl: string };
}

type PendingChange = { id: number; userId: number; email: string; tokenVersion: number | null };

/**
 * A change of e-mail address (docs/product.md#change-of-e-mail): kept pending on a code row until
 * the link sent to the new address is opened, while the old address can cancel it; once made, the
 * old address can revert it for 7 days. An address that belongs to another account gets the same
 * answer and the same e-mails; only its link cannot be used.
 */
export function createEmailChangeService(deps: EmailChangeDeps) {
  const { db, users, throttle, mailer, clock, settings } = deps;
  const codeFor = async (
    userId: number,
    purpose: 'EMAIL' | 'EMAIL_CANCEL' | 'EMAIL_REVERT',
    email: string,
    extra: { tokenVersion?: number; tx?: Tx } = {},
  ) => {
    const code = newConfirmCode();
    const ttl = purpose === 'EMAIL_REVERT' ? REVERT_CODE_TTL_MS : CONFIRM_CODE_TTL_MS;
    await users.insertCode(
      {
        userId,
        purpose,
        codeHash: hashConfirmCode(code),
        expiresAt: new Date(clock.now().getTime() + ttl),
        email,
        ...(extra.tokenVersion === undefined ? {} : { tokenVersion: extra.tokenVersion }),
      },
      extra.tx,
    );
    return code;
  };

  /** Spends the code and moves the account; the revert link's code, or null when unusable. */
  async function applyChange(change: PendingChange, owner: UserRow) {
    const holder = await users.findByEmail(change.email);
    return users
      .transaction(async (tx) => {
        if (!(await users.useCode(change.id, tx))) return null;
        // Spent either way: a link to an address taken since is never usable again, nor one
        // asked for before a password reset, a password change or a logout.
        if (holder && holder.id !== change.userId) return null;
        if (change.tokenVersion !== owner.tokenVersion) return null;
        if (!(await users.changeEmail(change.userId, change.email, tx))) return null;
        // Codes e-mailed to the old address (a reset, the cancel link) no longer open anything.
        await users.spendPendingCodes(change.userId, tx);
        const revert = await codeFor(change.userId, 'EMAIL_REVERT', owner.email, { tx });
        await logActivity(tx, {
          userId: change.userId,
          action: 'EMAIL_CHANGED',
          log: `Changed the e-mail address to ${change.email}`,
        });
        return revert;
      })
      .catch((e: unknown) => {
        // The address was taken between the look-up and the change: the unique index decides.
        if (isUniqueViolation(e)) return null;
        throw e;
      });
  }

  return {
    ...createEmailChangeReturnService(deps),

    async requestEmailChange(current: UserRow, input: EmailChangeRequest, ip: string) {
      await checkCurrentPassword(throttle, current, input.password, ip);
      const email = input.email.toLowerCase();
      if (email === current.email.toLowerCase()) {
        throw badRequest(M.sameEmail, { email: M.sameEmail });
      }
      const code = await codeFor(current.id, 'EMAIL', email, {
        tokenVersion: current.tokenVersion,
      });
      const cancel = await codeFor(current.id, 'EMAIL_CANCEL', email);
      const base = settings.publicUrl;
      await mailer.send(
        emailChangeLinkMail(current, email, `${base}${sitePaths.emailConfirm(code)}`),
      );
      await mailer.send(
        emailChangeNoticeMail(current, email, {
          cancel: `${base}${sitePaths.emailChangeCancel(cancel)}`,
          forgot: `${base}/forgot-password`,
        }),
      );
      await logActivity(db, {
        userId: current.id,
        action: 'EMAIL_CHANGE_REQUESTED',
        log: `Asked to change the e-mail address to ${email}`,
      });
      return { message: M.emailChangeSent(email) };
    },

    async confirmEmailChange(code: string) {
      const row = await users.findUsableCode('EMAIL', hashConfirmCode(code));
      const owner = row && (await users.findById(row.userId));
      const email = row?.email;
      if (!row || !owner || !email) throw badRequest(M.unusableEmailLink);
      const change = { id: row.id, userId: row.userId, email, tokenVersion: row.tokenVersion };
      const revert = await applyChange(change, owner);
      if (!revert) throw badRequest(M.unusableEmailLink);
      await mailer.send(
        emailChangedMail(
          owner,
          email,
          `${settings.publicUrl}${sitePaths.emailChangeRevert(revert)}`,
        ),
      );
      return { message: M.emailChanged(email) };
    },
  };
}
