import { createHash } from 'node:crypto';
import type { MatchedListing } from './listing-match';

/** An advert an earlier import made for the agency, by the agency's own ListingId. */
export interface KeptListing {
  listingId: string;
  advertId: number;
  /** `fingerprintOf` the listing it was last written from. */
  fingerprint: string;
  /** The addresses its pictures were fetched from, in order. */
  pictureUrls: string[];
  active: boolean;
}

export interface PlannedChange {
  listing: MatchedListing;
  advertId: number;
  /** Addresses not fetched before: only these are fetched again. */
  fetch: string[];
  /** Pictures whose address left the listing. */
  drop: string[];
}

export interface ImportPlan {
  create: MatchedListing[];
  change: PlannedChange[];
  unchanged: Array<{ listingId: string; advertId: number }>;
  /** Active adverts missing from a full file: deactivated, never deleted. */
  deactivate: KeptListing[];
}

/**
 * What a listing says, as one hash: everything the advert is written from (its line aside), so an
 * unchanged listing is recognised without reading the advert back.
 */
export function fingerprintOf(listing: MatchedListing): string {
  const { line: _line, ...content } = listing;
  const values = [...content.values].sort((a, b) => a.keyId - b.keyId);
  return createHash('sha256')
    .update(JSON.stringify({ ...content, values }))
    .digest('base64url');
}

/**
 * The dry run's answer and the import's work list (docs/catalogue-format.md): listings are matched
 * to the agency's adverts by ListingId, so running a file twice changes nothing; with `full`,
 * the agency's active adverts the file leaves out are deactivated (`listedIds`: every ListingId the
 * file writes, refused listings included, so a listing with a typo is not taken for a removal). A
 * listing whose advert was deactivated comes back changed (it is switched on again).
 */
export function planImport(
  matched: MatchedListing[],
  kept: KeptListing[],
  options: { full: boolean; listedIds: ReadonlySet<string> },
): ImportPlan {
  const byId = new Map(kept.map((k) => [k.listingId, k]));
  const plan: ImportPlan = { create: [], change: [], unchanged: [], deactivate: [] };
  for (const listing of matched) {
    const before = byId.get(listing.listingId);
    if (!before) {
      plan.create.push(listing);
      continue;
    }
    if (before.active && before.fingerprint === fingerprintOf(listing)) {
      plan.unchanged.push({ listingId: listing.listingId, advertId: before.advertId });
      continue;
    }
    plan.change.push({
      listing,
      advertId: before.advertId,
      fetch: listing.pictures.filter((url) => !before.pictureUrls.includes(url)),
      drop: before.pictureUrls.filter((url) => !listing.pictures.includes(url)),
    });
  }
  if (options.full)
    plan.deactivate = kept.filter((k) => k.active && !options.listedIds.has(k.listingId));
  return plan;
}

/** The counts a dry run shows: new, changed, unchanged and missing adverts. */
export const planCounts = (plan: ImportPlan) => ({
  new: plan.create.length,
  changed: plan.change.length,
  unchanged: plan.unchanged.length,
  missing: plan.deactivate.length,
});
