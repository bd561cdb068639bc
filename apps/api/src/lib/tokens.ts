import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns the claims, or a reason the token is refused. */
  verify(token: string): Promise<TokenClaims | { error: 'expired' | 'invalid' }>;
}

export function createTokenService(secret: string, ttlHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const tokenVersion = payload.tv;
        if (!Number.isInteger(userId) || typeof tokenVersion !== 'number')
          return { error: 'invalid' };
        return { userId, tokenVersion };
      } catch (e) {
        return { error: e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
