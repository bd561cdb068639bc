import { SignJWT, decodeJwt, jwtVerify, errors as joseErrors } from 'jose';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns the claims, or a reason the token is refused. */
  verify(token: string): Promise<TokenClaims | { error: 'expired' | 'invalid' }>;
  /** For a token that passed `verify`: true once it is past half its life (time to renew it). */
  isPastHalfLife(token: string): boolean;
}

/** Verified tokens kept per process; a signed-in user's every call verified the HMAC again. */
const MAX_VERIFIED = 10_000;

/** When a token with these claims is half through its life, in ms (0 when it does not say). */
function halfLifeOf({ iat, exp }: { iat?: number; exp?: number }): number {
  return typeof iat === 'number' && typeof exp === 'number' ? ((iat + exp) / 2) * 1000 : 0;
}

export function createTokenService(secret: string, ttlHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  // token → its claims and expiry (ms). Only tokens that passed the full check get here, and a
  // kept one is refused once its expiry passes, exactly as jose would. Revocation is not
  // decided here: the caller still compares the token version with the user's row.
  const verified = new Map<string, TokenClaims & { expiresAt: number; renewAt: number }>();

  async function verifyFully(
    token: string,
  ): Promise<TokenClaims | { error: 'expired' | 'invalid' }> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const tokenVersion = payload.tv;
      if (!Number.isInteger(userId) || typeof tokenVersion !== 'number')
        return { error: 'invalid' };
      if (typeof payload.exp === 'number') {
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        const renewAt = halfLifeOf(payload);
        verified.set(token, { userId, tokenVersion, expiresAt: payload.exp * 1000, renewAt });
      }
      return { userId, tokenVersion };
    } catch (e) {
      return { error: e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key),
    isPastHalfLife(token) {
      const renewAt = verified.get(token)?.renewAt ?? halfLifeOf(decodeJwt(token));
      return Date.now() >= renewAt;
    },
    async verify(token) {
      const kept = verified.get(token);
      if (kept) {
        // jose refuses a token when now >= exp (in whole seconds).
        if (Date.now() < kept.expiresAt)
          return { userId: kept.userId, tokenVersion: kept.tokenVersion };
        verified.delete(token);
        return { error: 'expired' };
      }
      return verifyFully(token);
    },
  };
}
