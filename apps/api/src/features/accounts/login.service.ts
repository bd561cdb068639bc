import type { LoginRequest, PasswordChangeRequest } from '@estate/contracts';
import type { Db } from '../../db/client';
import type { Throttle } from '../../lib/throttle';
import type { TokenService } from '../../lib/tokens';
import { logActivity } from '../activity';
import {
  isAccountSuspended,
  SUSPENSION_MESSAGES,
  toUser,
  type PhotoAddresses,
  type UserRow,
  type UsersRepository,
} from '../users';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors';
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import { admitOrRefuse, gatesFor, loginAccountKey, loginAddressKey } from './account-limits';
import { checkCurrentPassword } from './current-password';

export interface LoginDeps {
  db: Db;
  users: UsersRepository;
  throttle: Throttle;
  tokens: TokenService;
  /** The addresses of the profile photo in the answer. */
  storage: PhotoAddresses;
}

/** Logging in and out, and the password change that needs the current password. */
export function createLoginService({ db, users, throttle, tokens, storage }: LoginDeps) {
  const issueToken = (user: UserRow) =>
    tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });

  /** A good password: the guesses on the account start again, and this one does not count. */
  async function passwordAccepted(user: UserRow, password: string, ip: string) {
    await throttle.forget(loginAccountKey(user.email));
    await throttle.refund(loginAddressKey(ip));
    // An older, cheaper hash is replaced now that the password is at hand. The old hash in the
    // WHERE keeps a password change that raced this login.
    if (needsRehash(user.passwordHash)) {
      await users.replacePasswordHash(user.id, user.passwordHash, await hashPassword(password));
    }
  }

  return {
    async login(input: LoginRequest, ip: string) {
      const email = input.email.trim().toLowerCase();
      await admitOrRefuse(throttle, gatesFor.login(email, ip), M.tooManyLogins);
      const user = await users.findByEmail(email);
      // Hash even when the account is missing, so timing does not tell which e-mails exist.
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
      if (!user || !ok) throw unauthorized(M.wrongCredentials);
      if (!user.confirmedAt) throw forbidden(M.notConfirmed);
      // Told only to one who knows the password (docs/product.md#conversation-reports).
      if (await isAccountSuspended(db, user.id)) throw forbidden(SUSPENSION_MESSAGES.suspended);
      await passwordAccepted(user, input.password, ip);
      await logActivity(db, { userId: user.id, action: 'LOGIN', log: 'Logged in' });
      return { user: toUser(user, storage), token: await issueToken(user) };
    },

    /** Ends every session of the user on the server: their tokens carry the old version. */
    async logout(current: UserRow) {
      await users.endSessions(current.id);
      await logActivity(db, { userId: current.id, action: 'LOGOUT', log: 'Logged out' });
      return { message: M.loggedOut };
    },

    async changePassword(current: UserRow, input: PasswordChangeRequest, ip: string) {
      await checkCurrentPassword(throttle, current, input.password, ip);
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
