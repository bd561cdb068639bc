import { createHash, randomBytes, randomInt } from 'node:crypto';

export const CONFIRM_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 30 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Long and unguessable: it travels in a link. */
export const newConfirmCode = () => randomBytes(24).toString('base64url');

/** Short enough to type from an e-mail; guessing is stopped by the attempt limit. */
export const newResetCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
