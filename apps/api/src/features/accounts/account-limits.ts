import { tooManyRequests } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';

const HOUR_SECONDS = 60 * 60;

/**
 * Hourly allowances for what costs an e-mail or a guess. A reset code has six digits and five
 * tries, and every new code brings five more: the per-address limits cap the guesses across codes.
 */
export const ACCOUNT_LIMITS = {
  resetMailsPerEmail: 3,
  resetMailsPerIp: 10,
  resetAttemptsPerEmail: 10,
  resetAttemptsPerIp: 30,
  registrationsPerIp: 10,
} as const;

interface Limit {
  key: string;
  max: number;
}

export const limitsFor = {
  resetMails: (email: string, ip: string): Limit[] => [
    { key: `reset-mail:ip:${ip}`, max: ACCOUNT_LIMITS.resetMailsPerIp },
    { key: `reset-mail:email:${email.toLowerCase()}`, max: ACCOUNT_LIMITS.resetMailsPerEmail },
  ],
  resetAttempts: (email: string, ip: string): Limit[] => [
    { key: `reset-try:ip:${ip}`, max: ACCOUNT_LIMITS.resetAttemptsPerIp },
    { key: `reset-try:email:${email.toLowerCase()}`, max: ACCOUNT_LIMITS.resetAttemptsPerEmail },
  ],
  registrations: (ip: string): Limit[] => [
    { key: `register:ip:${ip}`, max: ACCOUNT_LIMITS.registrationsPerIp },
  ],
};

export const minutesUntil = (resetAt: Date) =>
  Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000));

/**
 * Counts this request against each limit in order and refuses it (429) at the first one exceeded.
 * It runs before any account lookup, so known and unknown addresses are limited alike. The client
 * address comes first and a refused request counts no further: one client's flood does not use
 * up the allowance of the address it names.
 */
export async function countOrRefuse(
  limiter: RateLimiter,
  limits: Limit[],
  message: (minutes: number) => string,
): Promise<void> {
  for (const limit of limits) {
    const window = await limiter.hit(limit.key, HOUR_SECONDS);
    if (window.hits > limit.max) throw tooManyRequests(message(minutesUntil(window.resetAt)));
  }
}
