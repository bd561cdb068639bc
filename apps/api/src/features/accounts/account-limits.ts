import { tooManyRequests } from '../../lib/errors';
import type { Allowance } from '../../lib/allowances';
import type { WriteLimits } from '../../lib/write-limits';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';
import type { Throttle, ThrottleRule } from '../../lib/throttle';

const HOUR_SECONDS = 60 * 60;
const MINUTE = 60;

/**
 * Growing delays, never a hard lock (docs/product.md#limits). Every attempt is counted before the
 * password or code is checked, so parallel guesses get no more tries than serial ones.
 */
export const THROTTLE_RULES = {
  /** Password guesses on one account from anywhere (login and the current-password check). */
  loginAccount: { free: 5, baseSeconds: 5, maxSeconds: 15 * MINUTE, idleSeconds: HOUR_SECONDS },
  /** Password guesses from one client address on any account. */
  loginAddress: { free: 30, baseSeconds: 1, maxSeconds: 15 * MINUTE, idleSeconds: HOUR_SECONDS },
  /** Reset e-mails: each one also mails the owner a fresh code, so a delay never strands them. */
  resetMailAddress: {
    free: 10,
    baseSeconds: MINUTE,
    maxSeconds: HOUR_SECONDS,
    idleSeconds: HOUR_SECONDS,
  },
  resetMailAccount: {
    free: 3,
    baseSeconds: MINUTE,
    maxSeconds: HOUR_SECONDS,
    idleSeconds: HOUR_SECONDS,
  },
  /** Reset-code guesses from one client address, on any account. */
  resetTryAddress: {
    free: 20,
    baseSeconds: 30,
    maxSeconds: 15 * MINUTE,
    idleSeconds: HOUR_SECONDS,
  },
  /** Reset-code guesses on one account from one address: the owner's own address stays free. */
  resetTryAccountAddress: {
    free: 5,
    baseSeconds: 30,
    maxSeconds: 15 * MINUTE,
    idleSeconds: HOUR_SECONDS,
  },
  /** All reset-code guesses on one account: bounds many addresses guessing together. */
  resetTryAccount: {
    free: 50,
    baseSeconds: 30,
    maxSeconds: 15 * MINUTE,
    idleSeconds: HOUR_SECONDS,
  },
} satisfies Record<string, ThrottleRule>;

interface Gate {
  key: string;
  rule: ThrottleRule;
}

const R = THROTTLE_RULES;
const norm = (email: string) => email.trim().toLowerCase();

/** The client address first: a refused address counts no further against the account. */
export const gatesFor = {
  login: (email: string, ip: string): Gate[] => [
    { key: `login:ip:${ip}`, rule: R.loginAddress },
    { key: loginAccountKey(email), rule: R.loginAccount },
  ],
  resetMail: (email: string, ip: string): Gate[] => [
    { key: `reset-mail:ip:${ip}`, rule: R.resetMailAddress },
    { key: `reset-mail:email:${norm(email)}`, rule: R.resetMailAccount },
  ],
  resetTry: (email: string, ip: string): Gate[] => [
    { key: `reset-try:ip:${ip}`, rule: R.resetTryAddress },
    { key: `reset-try:email-ip:${norm(email)}:${ip}`, rule: R.resetTryAccountAddress },
    { key: `reset-try:email:${norm(email)}`, rule: R.resetTryAccount },
  ],
};

export const loginAccountKey = (email: string) => `login:email:${norm(email)}`;
export const loginAddressKey = (ip: string) => `login:ip:${ip}`;

/** Counts this attempt at every gate in order and refuses it (429) at the first that says wait. */
export async function admitOrRefuse(
  throttle: Throttle,
  gates: Gate[],
  message: (seconds: number) => string,
): Promise<void> {
  for (const gate of gates) {
    const result = await throttle.admit(gate.key, gate.rule);
    if (!result.admitted) {
      throw tooManyRequests(message(result.retryAfterSeconds), result.retryAfterSeconds);
    }
  }
}

/** Registrations: per client address, then per e-mail address, counted before anything else. */
export const registrationAllowances = (
  limit: WriteLimits['registration'],
  email: string,
  ip: string,
): Allowance[] => [
  {
    key: `register:ip:${ip}`,
    max: limit.perAddress,
    windowSeconds: limit.windowSeconds,
    refusal: M.tooManyRegistrations,
  },
  {
    key: `register:email:${norm(email)}`,
    max: limit.perEmail,
    windowSeconds: limit.windowSeconds,
    refusal: M.tooManyRegistrationsOfEmail,
  },
];
