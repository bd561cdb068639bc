import type { Tx } from '../db/types';

/** The adverts a deletion takes: one, or every advert of an owner whose account goes. */
export type AdvertsGoing = { advertId: number } | { ownerId: number };

/**
 * Who must hear that adverts are being deleted (docs/product.md#tour-e-mails-and-expiry): built by
 * the tour requests, handed to the deletions. The e-mails are kept in the deletion's own
 * transaction before its rows go, so they exist if and only if the deletion does.
 */
export interface RemovalNotices {
  /** Inside the deletion's transaction, before the delete: answers how many were kept. */
  keep(tx: Tx, going: AdvertsGoing): Promise<number>;
  /** After the commit: hands the kept e-mails to the mail server in the background. */
  deliver(): void;
}
