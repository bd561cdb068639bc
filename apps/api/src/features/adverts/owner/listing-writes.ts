import { ADVERT_STATUS_CODES, type AdvertForm } from '@estate/contracts';
import type { Db } from '../../../db/client';
import type { UserRow } from '../../users';
import { createRevisionsRepository } from '../revisions';
import { createAdvertAgencyQueries } from './advert-agency.repository';
import { editAdvert } from './advert-edit';
import { insertAdvert } from './advert-insert';
import { holdLiveEdits } from './live-edit';
import { createOwnerAdvertsRepository } from './owner-adverts.repository';

/** An advert an agency's catalogue made, as the next import compares it. */
export interface ListedAdvert {
  listingId: string;
  advertId: number;
  fingerprint: string;
  pictureUrls: string[];
  active: boolean;
}

/**
 * An agency's adverts written from its catalogue (docs/catalogue-format.md), through the rules of
 * any advert: a new one is PENDING for review, an edit of a live one waits as a revision
 * (docs/product.md#revisions), and a listing gone from a full file is switched off, never deleted.
 */
export function createListingWrites(db: Db) {
  const repo = createOwnerAdvertsRepository(db);
  const revisions = createRevisionsRepository(db);
  const agencies = createAdvertAgencyQueries(db);
  const rethrow = (error: unknown) => Promise.reject(error);

  return {
    async listed(agencyId: number): Promise<ListedAdvert[]> {
      const rows = await agencies.listingsOf(agencyId);
      return rows.map((row) => ({
        listingId: row.listing_id,
        advertId: row.advert_id,
        fingerprint: row.fingerprint ?? '',
        pictureUrls: row.picture_urls ?? [],
        active: row.active,
      }));
    },

    /** A new agency advert, its responsible agent the person who runs the import. */
    async create(
      agent: UserRow,
      agencyId: number,
      form: AdvertForm,
      listing: { listingId: string; fingerprint: string },
    ): Promise<number> {
      const origin = {
        agencyId,
        agencyListingId: listing.listingId,
        importFingerprint: listing.fingerprint,
      };
      return (await insertAdvert(repo, agent, form, origin, rethrow)).id;
    },

    /** The listing's new content over its advert, switched on again if it was off. */
    async change(
      agent: UserRow,
      agencyId: number,
      advertId: number,
      form: AdvertForm,
      fingerprint: string,
    ) {
      await editAdvert(repo, { id: advertId }, form, {
        mayTouch: (current) => current.agencyId === agencyId,
        hold: holdLiveEdits(repo, revisions, agent.id),
        statusOf: () => ({ status: ADVERT_STATUS_CODES.PENDING, statusReason: null }),
      });
      await agencies.setFingerprint(advertId, fingerprint);
    },

    deactivate: (agencyId: number, advertIds: number[]) => agencies.deactivate(agencyId, advertIds),
  };
}

export type ListingWrites = ReturnType<typeof createListingWrites>;
