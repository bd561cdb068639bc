import { SignJWT, decodeJwt, jwtVerify, errors as joseErrors } from 'jose';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** When the login that began this session happened, in epoch seconds; renewals keep it. */
  sessionStart?: number;
}

/** However active, a session ends this long after its login (docs/product.md#sessions). */
export const SESSION_MAX_SECONDS = 30 * 24 * 60 * 60;

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns the claims, or a reason the token is refused. */
  verify(token: string): Promise<Required<TokenClaims> | { error: 'expired' | 'invalid' }>;
  /**
   * For a token that passed `verify`: true once it is past half its life (time to renew it), and
   * never for one that already runs to its session's end, which a renewal cannot extend.
   */
  isPastHalfLife(token: string): boolean;
}

/** Verified tokens kept per process; a signed-in user's every call verified the HMAC again. */
const MAX_VERIFIED = 10_000;

type Payload = { iat?: number; exp?: number; ss?: unknown };
const sessionStartOf = ({ iat, ss }: Payload) => (typeof ss === 'number' ? ss : (iat ?? 0));

/** When a token with these claims is half through its life, in ms (0 when it does not say). */
function halfLifeOf(payload: Payload): number {
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') return 0;
  if (exp >= sessionStartOf(payload) + SESSION_MAX_SECONDS) return Infinity;
  return ((iat + exp) / 2) * 1000;
}

export function createTokenService(secret: string, ttlHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  // token → its claims and expiry (ms). Only tokens that passed the full check get here, and a
  // kept one is refused once its expiry passes, exactly as jose would. Revocation is not
  // decided here: the caller still compares the token version with the user's row.
  type Kept = Required<TokenClaims> & { expiresAt: number; renewAt: number };
  const verified = new Map<string, Kept>();
  const claimsOf = ({ userId, tokenVersion, sessionStart }: Kept) => ({
    userId,
    tokenVersion,
    sessionStart,
  });

  async function verifyFully(
    token: string,
  ): Promise<Required<TokenClaims> | { error: 'expired' | 'invalid' }> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const tokenVersion = payload.tv;
      if (!Number.isInteger(userId) || typeof tokenVersion !== 'number')
        return { error: 'invalid' };
      const claims = { userId, tokenVersion, sessionStart: sessionStartOf(payload) };
      if (typeof payload.exp === 'number') {
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        const renewAt = halfLifeOf(payload);
        verified.set(token, { ...claims, expiresAt: payload.exp * 1000, renewAt });
      }
      return claims;
    } catch (e) {
      return { error: e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  return {
    sign({ userId, tokenVersion, sessionStart }) {
      const now = Math.floor(Date.now() / 1000);
      const start = sessionStart ?? now;
      const expires = Math.min(now + ttlHours * 3600, start + SESSION_MAX_SECONDS);
      return new SignJWT({ tv: tokenVersion, ss: start })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(expires)
        .sign(key);
    },
    isPastHalfLife(token) {
      const renewAt = verified.get(token)?.renewAt ?? halfLifeOf(decodeJwt(token));
      return Date.now() >= renewAt;
    },
    async verify(token) {
      const kept = verified.get(token);
      if (kept) {
        // jose refuses a token when now >= exp (in whole seconds).
        if (Date.now() < kept.expiresAt) return claimsOf(kept);
        verified.delete(token);
        return { error: 'expired' };
      }
      return verifyFully(token);
    },
  };
}
