import type { FastifyInstance } from 'fastify';
import type { ProfileUpdate, RegisterRequest } from '@estate/contracts';
import { logActivity } from '../activity/activity.service';
import { toUser } from '../users/user.mapper';
import type { UserRow } from '../users/users.repository';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { spendOrRefuse } from '../../lib/allowances';
import { registrationAllowances } from './account-limits';
import { CONFIRM_CODE_TTL_MS, hashConfirmCode, newConfirmCode } from './account-codes';
import { createLoginService } from './login.service';
import { createPasswordResetService } from './password-reset.service';

export function createAccountsService(app: FastifyInstance) {
  const users = app.repos.users;
  const { limiter, mailer, db } = app;

  async function sendConfirmation(user: UserRow) {
    const code = newConfirmCode();
    await users.insertCode({
      userId: user.id,
      purpose: 'CONFIRM',
      codeHash: hashConfirmCode(code),
      expiresAt: new Date(Date.now() + CONFIRM_CODE_TTL_MS),
    });
    const link = `${app.config.publicUrl}/registerConfirm/${code}`;
    await mailer.send({
      to: user.email,
      subject: 'Confirm your registration',
      text: `Hello ${user.firstName},\n\nplease confirm your registration by opening this link within 24 hours:\n${link}\n`,
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>please confirm your registration by opening this link within 24 hours:</p><p><a href="${link}">${link}</a></p>`,
    });
  }

  return {
    ...createLoginService(app),
    ...createPasswordResetService(app),

    async register(input: RegisterRequest, ip: string) {
      await spendOrRefuse(
        limiter,
        registrationAllowances(app.writeLimits.registration, input.email, ip),
      );
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
      return { user: toUser(user), token: null };
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

    async updateProfile(current: UserRow, input: ProfileUpdate) {
      const updated = await users.updateProfile(current.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
      });
      if (!updated) throw notFound('Your account no longer exists.');
      await logActivity(db, {
        userId: current.id,
        action: 'PROFILE_UPDATED',
        log: 'Updated the profile',
      });
      return toUser(updated);
    },
  };
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
