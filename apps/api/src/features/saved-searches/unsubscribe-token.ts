import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keeps these tokens apart from anything else signed with the server's secret. */
const PURPOSE = 'saved-search-unsubscribe';

const signatureOf = (secret: string, searchId: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${searchId}`).digest('base64url');

/**
 * An unsubscribe link's token: the saved search's id and its HMAC under the server's secret, so
 * it works without logging in and cannot be made for another search
 * (docs/product.md#saved-search-alerts).
 */
export const unsubscribeToken = (secret: string, searchId: number) =>
  `${searchId}.${signatureOf(secret, searchId)}`;

/** The saved search a token names, or undefined when it was not signed by this server. */
export function searchIdOfToken(secret: string, token: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return undefined;
  const expected = Buffer.from(signatureOf(secret, id));
  const given = Buffer.from(match[2]!);
  return timingSafeEqual(expected, given) ? id : undefined;
}
