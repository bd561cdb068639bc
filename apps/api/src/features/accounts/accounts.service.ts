import type { ProfileUpdate, RegisterRequest } from '@estate/contracts';
import { logActivity } from '../activity';
import { toProfile, toUser, type UserRow } from '../users';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { spendOrRefuse } from '../../lib/allowances';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { WriteLimits } from '../../lib/write-limits';
import { registrationAllowances } from './account-limits';
import { CONFIRM_CODE_TTL_MS, hashConfirmCode, newConfirmCode } from './account-codes';
import { createAccountDeletionService, type AccountDeletionDeps } from './account-deletion.service';
import { createLoginService, type LoginDeps } from './login.service';
import { createPasswordResetService, type PasswordResetDeps } from './password-reset.service';

export interface AccountsDeps extends LoginDeps, PasswordResetDeps, AccountDeletionDeps {
  /** Registrations are counted per client address and per e-mail address. */
  limiter: RateLimiter;
  limits: Pick<WriteLimits, 'registration'>;
}

/** Registration, its confirmation and the profile, with logging in, password resets and deletion. */
export function createAccountsService(deps: AccountsDeps) {
  const { db, users, mailer, limiter, limits, clock, settings, storage } = deps;

  async function sendConfirmation(user: UserRow) {
    const code = newConfirmCode();
    await users.insertCode({
      userId: user.id,
      purpose: 'CONFIRM',
      codeHash: hashConfirmCode(code),
      expiresAt: new Date(clock.now().getTime() + CONFIRM_CODE_TTL_MS),
    });
    const link = `${settings.publicUrl}/registerConfirm/${code}`;
    await mailer.send({
      to: user.email,
      subject: 'Confirm your registration',
      text: `Hello ${user.firstName},\n\nplease confirm your registration by opening this link within 24 hours:\n${link}\n`,
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>please confirm your registration by opening this link within 24 hours:</p><p><a href="${link}">${link}</a></p>`,
    });
  }

  return {
    ...createLoginService(deps),
    ...createPasswordResetService(deps),
    ...createAccountDeletionService(deps),

    async register(input: RegisterRequest, ip: string) {
      await spendOrRefuse(limiter, registrationAllowances(limits.registration, input.email, ip));
      if (await users.findByEmail(input.email)) {
        throw conflict(M.emailTaken, { email: M.emailTaken });
      }
      const user = await users
        .insert({
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          email: input.email.toLowerCase(),
          passwordHash: await hashPassword(input.password),
          role: 'CUSTOMER',
        })
        .catch((e: unknown) => {
          // Two registrations racing for one address: the unique index decides.
          if (isUniqueViolation(e)) throw conflict(M.emailTaken, { email: M.emailTaken });
          throw e;
        });
      await logActivity(db, { userId: user.id, action: 'REGISTERED', log: 'Registered' });
      await sendConfirmation(user);
      return { user: toUser(user, storage), token: null };
    },

    async confirmRegistration(code: string) {
      const row = await users.findUsableCode('CONFIRM', hashConfirmCode(code));
      if (!row) throw badRequest(M.badConfirmCode);
      await db.transaction(async (tx) => {
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

    /** The signed-in person's own account (GET /user/auth). */
    profile: (current: UserRow) => toProfile(current, storage),

    async updateProfile(current: UserRow, input: ProfileUpdate) {
      const updated = await users.updateProfile(current.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        ...(input.priceDropEmails === undefined ? {} : { priceDropEmails: input.priceDropEmails }),
      });
      if (!updated) throw notFound('Your account no longer exists.');
      await logActivity(db, {
        userId: current.id,
        action: 'PROFILE_UPDATED',
        log: 'Updated the profile',
      });
      return toProfile(updated, storage);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
