import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link turns off; each kind is signed apart from the others. */
export type UnsubscribeKind = 'saved-search-unsubscribe' | 'price-drops-unsubscribe';

/**
 * The signed text: nonce 0 (the row as created) signs as the links written before nonces did,
 * so those links keep working until the alert is turned on again.
 */
const signatureOf = (secret: string, kind: UnsubscribeKind, id: number, nonce: number) =>
  createHmac('sha256', secret)
    .update(nonce === 0 ? `${kind}:${id}` : `${kind}:${id}:${nonce}`)
    .digest('base64url');

/**
 * An unsubscribe link's token: the row's id (a saved search, or the person for price drops) and
 * an HMAC of it and of the row's nonce under the server's secret, so it works without logging
 * in, cannot be made for another row, and dies when the alert is turned on again
 * (docs/product.md#saved-search-alerts).
 */
export const unsubscribeToken = (secret: string, id: number, nonce = 0) =>
  `${id}.${signatureOf(secret, 'saved-search-unsubscribe', id, nonce)}`;

export const priceDropsUnsubscribeToken = (secret: string, userId: number, nonce: number) =>
  `${userId}.${signatureOf(secret, 'price-drops-unsubscribe', userId, nonce)}`;

/** The id a token names (to read its row's nonce), or undefined when it is not well formed. */
export function idOfToken(token: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  const id = match ? Number(match[1]) : undefined;
  return id !== undefined && id <= 2_147_483_647 ? id : undefined;
}

/** Whether this server signed the token for this row as its nonce now stands. */
export function tokenIsSigned(
  secret: string,
  kind: UnsubscribeKind,
  token: string,
  row: { id: number; nonce: number },
): boolean {
  const expected = Buffer.from(`${row.id}.${signatureOf(secret, kind, row.id, row.nonce)}`);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
