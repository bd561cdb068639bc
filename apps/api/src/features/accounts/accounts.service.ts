import {
  TERMS_VERSION,
  type Language,
  type ProfileUpdate,
  type RegisterRequest,
  type User,
} from '@estate/contracts';
import { logActivity } from '../activity';
import { toProfile, type UserRow } from '../users';
import { notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { alreadyRegisteredMail } from './account-mails';
import { spendOrRefuse } from '../../lib/allowances';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { WriteLimits } from '../../lib/write-limits';
import { registrationAllowances } from './account-limits';
import { createAccountDeletionService, type AccountDeletionDeps } from './account-deletion.service';
import { createConfirmationService } from './confirmation.service';
import { createEmailChangeService } from './email-change.service';
import { createLoginService, type LoginDeps } from './login.service';
import { createPasswordResetService, type PasswordResetDeps } from './password-reset.service';

/**
 * The registration's answer is made from what was sent, the same for a new address and a known
 * one; the account's id is not told before the address is confirmed.
 */
const registeredUser = (input: RegisterRequest, email: string): User => ({
  id: 0,
  firstName: input.firstName,
  lastName: input.lastName,
  phone: input.phone,
  email,
  role: 'CUSTOMER',
  photo: null,
});

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
  const { db, users, limiter, limits, clock, storage, mailer, background, settings } = deps;
  const confirmation = createConfirmationService(deps);

  /** A confirmed owner is told; one still waiting gets a new confirmation link instead. */
  const tellHolder = (holder: UserRow) =>
    background.run('already-registered e-mail', () =>
      holder.confirmedAt
        ? mailer.send(alreadyRegisteredMail(holder, settings.publicUrl))
        : confirmation.sendConfirmation(holder),
    );

  return {
    ...createLoginService(deps),
    ...createPasswordResetService(deps),
    ...createAccountDeletionService(deps),
    ...createEmailChangeService(deps),
    resendConfirmation: confirmation.resendConfirmation,
    confirmRegistration: confirmation.confirmRegistration,

    /**
     * `language` is the one the registering browser asks for: their e-mails are written in it.
     * An address that has an account gets the same answer after the same work, and its owner a
     * mail, so registering tells nobody which addresses have accounts (docs/product.md#accounts).
     */
    async register(input: RegisterRequest, ip: string, language: Language) {
      await spendOrRefuse(limiter, registrationAllowances(limits.registration, input.email, ip));
      const email = input.email.toLowerCase();
      const passwordHash = await hashPassword(input.password);
      const answer = { user: registeredUser(input, email), token: null };
      const holder = await users.findByEmail(email);
      if (holder) {
        tellHolder(holder);
        return answer;
      }
      const user = await users
        .insert({
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          email,
          passwordHash,
          role: 'CUSTOMER',
          // The schema refuses a registration without the consent (docs/product.md#accounts).
          termsAcceptedAt: clock.now(),
          termsVersion: TERMS_VERSION,
          language,
        })
        .catch(async (e: unknown) => {
          // Two registrations racing for one address: the unique index decides.
          if (!isUniqueViolation(e)) throw e;
          const raced = await users.findByEmail(email);
          if (raced) tellHolder(raced);
          return undefined;
        });
      if (!user) return answer;
      await logActivity(db, { userId: user.id, action: 'REGISTERED', log: 'Registered' });
      await confirmation.sendConfirmation(user);
      return answer;
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
