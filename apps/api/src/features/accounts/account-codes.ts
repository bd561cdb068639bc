import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const CONFIRM_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 30 * 60 * 1000;
/** How long the old address may undo a change of e-mail (docs/product.md#change-of-e-mail). */
export const REVERT_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Confirmation codes are 192 random bits: a plain hash already cannot be reversed. */
export const hashConfirmCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A six-digit code has a million values, so a plain hash of it is reversed at once. Keyed with
 * the server secret, a copy of the table alone gives nothing away.
 */
export function createResetCodeHasher(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('password-reset-codes').digest();
  const hash = (userId: number, code: string) =>
    createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');
  return {
    hash,
    /** Constant time, and the same work when there is no stored hash to compare with. */
    matches(userId: number, code: string, stored: string | undefined): boolean {
      const actual = Buffer.from(hash(userId, code), 'hex');
      const expected = stored ? Buffer.from(stored, 'hex') : randomBytes(actual.length);
      return expected.length === actual.length && timingSafeEqual(actual, expected) && !!stored;
    },
  };
}

/** Long and unguessable: it travels in a link. */
export const newConfirmCode = () => randomBytes(24).toString('base64url');

/** Short enough to type from an e-mail; guessing is slowed down by the reset-try throttles. */
export const newResetCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
