import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AdvertEditState, AdvertForm } from '@estate/contracts';
import type { Db, Tx } from '../../../db/client';
import { advertRevisions, propertyValues, type RevisionValue } from '../../../db/schema';

export type RevisionRow = typeof advertRevisions.$inferSelect;

/** The SQL of owners' waiting edits of live adverts (docs/product.md#revisions). */
export function createRevisionsRepository(db: Db) {
  return {
    /** The advert's revision, waiting or rejected, if it has one. */
    async of(advertId: number, tx: Tx | Db = db): Promise<RevisionRow | undefined> {
      const [row] = await tx
        .select()
        .from(advertRevisions)
        .where(eq(advertRevisions.advertId, advertId));
      return row;
    },

    /** The waiting revisions of these adverts, by advert id (the caller holds the adverts' locks). */
    async waitingOf(tx: Tx, advertIds: number[]): Promise<Map<number, RevisionRow>> {
      if (!advertIds.length) return new Map();
      const rows = await tx
        .select()
        .from(advertRevisions)
        .where(
          and(inArray(advertRevisions.advertId, advertIds), isNull(advertRevisions.rejectedAt)),
        );
      return new Map(rows.map((row) => [row.advertId, row]));
    },

    /**
     * The state of these adverts' edits, waiting or turned down with staff's reason, by advert id
     * (My Adverts: docs/product.md#revisions).
     */
    async editStatesOf(advertIds: number[]): Promise<Map<number, AdvertEditState>> {
      if (!advertIds.length) return new Map();
      const rows = await db
        .select({
          advertId: advertRevisions.advertId,
          rejectedAt: advertRevisions.rejectedAt,
          reason: advertRevisions.rejectedReason,
        })
        .from(advertRevisions)
        .where(inArray(advertRevisions.advertId, advertIds));
      return new Map(
        rows.map((row) => [
          row.advertId,
          row.rejectedAt
            ? { state: 'REJECTED' as const, reason: row.reason }
            : { state: 'WAITING' as const, reason: null },
        ]),
      );
    },

    /** Keeps the owner's edit as the advert's waiting revision, in place of any earlier one. */
    async keep(
      tx: Tx,
      revision: { advertId: number; form: AdvertForm; values: RevisionValue[]; userId: number },
    ) {
      const row = {
        advertId: revision.advertId,
        form: revision.form,
        values: revision.values,
        submittedBy: revision.userId,
        submittedAt: new Date(),
        rejectedAt: null,
        rejectedReason: null,
      };
      await tx
        .insert(advertRevisions)
        .values(row)
        .onConflictDoUpdate({ target: advertRevisions.advertId, set: row });
    },

    /** The waiting revision keeps the owner's new price and switch (they went live at once). */
    async follow(tx: Tx, advertId: number, form: AdvertForm) {
      await tx.update(advertRevisions).set({ form }).where(eq(advertRevisions.advertId, advertId));
    },

    async drop(tx: Tx, advertId: number) {
      await tx.delete(advertRevisions).where(eq(advertRevisions.advertId, advertId));
    },

    async reject(tx: Tx, advertId: number, reason: string | null) {
      await tx
        .update(advertRevisions)
        .set({ rejectedAt: new Date(), rejectedReason: reason })
        .where(eq(advertRevisions.advertId, advertId));
    },

    /** The live advert's property values, as the revision's are kept. */
    async liveValues(tx: Tx | Db, advertId: number): Promise<RevisionValue[]> {
      return tx
        .select({
          keyId: propertyValues.keyId,
          value: propertyValues.value,
          numberValue: propertyValues.numberValue,
        })
        .from(propertyValues)
        .where(eq(propertyValues.advertId, advertId));
    },
  };
}

export type RevisionsRepository = ReturnType<typeof createRevisionsRepository>;
