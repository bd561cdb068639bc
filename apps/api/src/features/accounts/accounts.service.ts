import {
  TERMS_VERSION,
  type Language,
  type ProfileUpdate,
  type RegisterRequest,
} from '@estate/contracts';
import { logActivity } from '../activity';
import { toProfile, toUser, type UserRow } from '../users';
import { conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { spendOrRefuse } from '../../lib/allowances';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { WriteLimits } from '../../lib/write-limits';
import { registrationAllowances } from './account-limits';
import { createAccountDeletionService, type AccountDeletionDeps } from './account-deletion.service';
import { createConfirmationService } from './confirmation.service';
import { createEmailChangeService } from './email-change.service';
import { createLoginService, type LoginDeps } from './login.service';
import { createPasswordResetService, type PasswordResetDeps } from './password-reset.service';

export interface AccountsDeps extends LoginDeps, PasswordResetDeps, AccountDeletionDeps {
  /** Registrations are counted per client address and per e-mail address. */
  limiter: RateLimiter;
  limits: Pick<WriteLimits, 'registration'>;
}

/**
 * Registration, its confirmation and the profile, with logging in, password resets, e-mail
 * changes and deletion.
 */
export function createAccountsService(deps: AccountsDeps) {
  const { db, users, limiter, limits, clock, storage } = deps;
  const confirmation = createConfirmationService(deps);

  return {
    ...createLoginService(deps),
    ...createPasswordResetService(deps),
    ...createAccountDeletionService(deps),
    ...createEmailChangeService(deps),
    resendConfirmation: confirmation.resendConfirmation,
    confirmRegistration: confirmation.confirmRegistration,

    /** `language` is the one the registering browser asks for: their e-mails are written in it. */
    async register(input: RegisterRequest, ip: string, language: Language) {
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
          // The schema refuses a registration without the consent (docs/product.md#accounts).
          termsAcceptedAt: clock.now(),
          termsVersion: TERMS_VERSION,
          language,
        })
        .catch((e: unknown) => {
          // Two registrations racing for one address: the unique index decides.
          if (isUniqueViolation(e)) throw conflict(M.emailTaken, { email: M.emailTaken });
          throw e;
        });
      await logActivity(db, { userId: user.id, action: 'REGISTERED', log: 'Registered' });
      await confirmation.sendConfirmation(user);
      return { user: toUser(user, storage), token: null };
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

    /** PUT /user/auth/language: the schema has refused any code but ours before this. */
    async setLanguage(current: UserRow, language: Language) {
      const updated = await users.setLanguage(current.id, language);
      if (!updated) throw notFound('Your account no longer exists.');
      return toProfile(updated, storage);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
