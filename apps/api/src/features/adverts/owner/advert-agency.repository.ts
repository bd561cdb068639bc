import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';

/** The SQL of who runs an agency's advert (docs/product.md#agency-adverts). */
export function createAdvertAgencyQueries(db: Db) {
  return {
    /** The person's agency and role in it, if any. */
    async membershipOf(userId: number) {
      const [row] = await queryRows<{ agency_id: number; role: string }>(
        db,
        sql`SELECT agency_id, role FROM agency_members WHERE user_id = ${userId}`,
      );
      return row;
    },

    /** The advert's responsible person and agency; undefined for a missing advert. */
    async runnersOf(advertId: number) {
      const [row] = await queryRows<{ user_id: number; agency_id: number | null }>(
        db,
        sql`SELECT user_id, agency_id FROM adverts WHERE id = ${advertId}`,
      );
      return row;
    },

    /** The adverts an agency's catalogue made, by its listing id, with their pictures' sources. */
    async listingsOf(agencyId: number) {
      return queryRows<{
        listing_id: string;
        advert_id: number;
        fingerprint: string | null;
        active: boolean;
        picture_urls: string[] | null;
      }>(
        db,
        sql`SELECT a.agency_listing_id AS listing_id, a.id AS advert_id,
                   a.import_fingerprint AS fingerprint, a.is_active AS active,
                   (SELECT array_agg(i.source_url ORDER BY i.seq, i.id) FROM images i
                    WHERE i.advert_id = a.id AND i.source_url IS NOT NULL) AS picture_urls
            FROM adverts a
            WHERE a.agency_id = ${agencyId} AND a.agency_listing_id IS NOT NULL`,
      );
    },

    async setFingerprint(advertId: number, fingerprint: string) {
      await db.execute(
        sql`UPDATE adverts SET import_fingerprint = ${fingerprint} WHERE id = ${advertId}`,
      );
    },

    /** Switches the agency's adverts off (the owner's own switch); never deletes them. */
    async deactivate(agencyId: number, advertIds: number[]) {
      if (!advertIds.length) return;
      await db.execute(
        sql`UPDATE adverts SET is_active = false, updated_at = now()
            WHERE agency_id = ${agencyId} AND id = ANY(${`{${advertIds.join(',')}}`}::int[]) AND is_active`,
      );
    },
  };
}
