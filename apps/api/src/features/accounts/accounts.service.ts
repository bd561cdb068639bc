import type { FastifyInstance } from 'fastify';
import type {
  LoginRequest,
  PasswordChangeRequest,
  ProfileUpdate,
  RegisterRequest,
  ResetPasswordRequest,
} from '@estate/contracts';
import { logActivity } from '../activity/activity.service';
import { toUser } from '../users/user.mapper';
import type { UserRow } from '../users/users.repository';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { countOrRefuse, limitsFor, minutesUntil } from './account-limits';
import {
  CONFIRM_CODE_TTL_MS,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MS,
  hashCode,
  newConfirmCode,
  newResetCode,
} from './account-codes';

const LOGIN_WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 30;

export function createAccountsService(app: FastifyInstance) {
  const users = app.repos.users;
  const { limiter, mailer, tokens, db } = app;

  const issueToken = (user: UserRow) =>
    tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });

  async function refuseIfThrottled(keys: string[], limits: number[]) {
    for (const [i, key] of keys.entries()) {
      const window = await limiter.peek(key);
      if (window && window.hits >= limits[i]!) {
        throw tooManyRequests(M.tooManyLogins(minutesUntil(window.resetAt)));
      }
    }
  }

  async function sendConfirmation(user: UserRow) {
    const code = newConfirmCode();
    await users.insertCode({
      userId: user.id,
      purpose: 'CONFIRM',
      codeHash: hashCode(code),
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
    async login(input: LoginRequest, ip: string) {
      const email = input.email.trim().toLowerCase();
      const keys = [`login:email:${email}`, `login:ip:${ip}`];
      await refuseIfThrottled(keys, [MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP]);

      const user = await users.findByEmail(email);
      // Hash even when the account is missing, so timing does not tell which e-mails exist.
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
      if (!user || !ok) {
        await Promise.all(keys.map((k) => limiter.hit(k, LOGIN_WINDOW_SECONDS)));
        throw unauthorized(M.wrongCredentials);
      }
      if (!user.confirmedAt) throw forbidden(M.notConfirmed);
      await limiter.reset(keys[0]!);
      await logActivity(db, { userId: user.id, action: 'LOGIN', log: 'Logged in' });
      return { user: toUser(user), token: await issueToken(user) };
    },

    async register(input: RegisterRequest, ip: string) {
      await countOrRefuse(limiter, limitsFor.registrations(ip), M.tooManyRegistrations);
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
      const row = await users.findUsableCode('CONFIRM', hashCode(code));
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

    async forgotPassword(email: string, ip: string) {
      await countOrRefuse(limiter, limitsFor.resetMails(email, ip), M.tooManyResetMails);
      const user = await users.findByEmail(email);
      if (user) {
        const code = newResetCode();
        await users.insertCode({
          userId: user.id,
          purpose: 'RESET',
          codeHash: hashCode(`${user.id}:${code}`),
          expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
        });
        await mailer.send({
          to: user.email,
          subject: 'Your password reset code',
          text: `Hello ${user.firstName},\n\nyour password reset code is ${code}. It works once, for 30 minutes.\nEnter it at ${app.config.publicUrl}/reset\n\nIf you did not ask for it, ignore this e-mail.\n`,
        });
      }
      return { message: M.forgotSent };
    },

    async resetPassword(input: ResetPasswordRequest, ip: string) {
      await countOrRefuse(
        limiter,
        limitsFor.resetAttempts(input.email, ip),
        M.tooManyResetAttempts,
      );
      const user = await users.findByEmail(input.email);
      const code = user && (await users.findLatestUsableCode(user.id, 'RESET'));
      if (!user || !code) throw badRequest(M.badResetCode, { code: M.badResetCode });
      if (code.codeHash !== hashCode(`${user.id}:${input.code.trim()}`)) {
        const attempts = await users.countCodeAttempt(code.id);
        if (attempts >= RESET_CODE_MAX_ATTEMPTS) {
          await users.useCode(code.id);
          throw badRequest(M.resetCodeBurned, { code: M.resetCodeBurned });
        }
        throw badRequest(M.badResetCode, { code: M.badResetCode });
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        if (!(await users.useCode(code.id, tx)))
          throw badRequest(M.badResetCode, { code: M.badResetCode });
        await users.updatePassword(user.id, passwordHash, tx);
        // Reading the code from the inbox proves the address, as the confirmation link would.
        if (!user.confirmedAt) await users.markConfirmed(user.id, tx);
      });
      await limiter.reset(`login:email:${user.email.toLowerCase()}`);
      await logActivity(db, {
        userId: user.id,
        action: 'PASSWORD_RESET',
        log: 'Reset the password',
      });
      return { message: M.passwordReset };
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

    async changePassword(current: UserRow, input: PasswordChangeRequest) {
      if (!(await verifyPassword(input.password, current.passwordHash))) {
        throw badRequest(M.wrongCurrentPassword, { password: M.wrongCurrentPassword });
      }
      if (input.password === input.newPassword) {
        throw badRequest(M.samePassword, { newPassword: M.samePassword });
      }
      const updated = await users.updatePassword(current.id, await hashPassword(input.newPassword));
      if (!updated) throw notFound('Your account no longer exists.');
      await logActivity(db, {
        userId: current.id,
        action: 'PASSWORD_CHANGED',
        log: 'Changed the password',
      });
      // Older sessions end; this one continues with a fresh token.
      return { message: M.passwordChanged, token: await issueToken(updated) };
    },
  };
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
