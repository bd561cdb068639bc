import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ADVERT_STATUS_CODES } from '@estate/contracts';
import { queryRows, type Db, type Tx } from '../../../db/client';
import { adverts, images } from '../../../db/schema';

export type ImageRow = typeof images.$inferSelect;
export type NewImage = Pick<
  ImageRow,
  'storageKey' | 'name' | 'contentType' | 'width' | 'height' | 'sizeBytes'
> & { sourceUrl?: string | null };

/** Who may manage an advert's pictures and whether anybody may see them. */
export interface AdvertAccess {
  id: number;
  userId: number;
  /** For an agency's advert, the agency's owner, who runs it too (docs/product.md#agency-adverts). */
  agencyOwnerId: number | null;
  title: string;
  isPublic: boolean;
}

export type InsertResult =
  { outcome: 'added'; rows: ImageRow[] } | { outcome: 'advert-missing' } | { outcome: 'full' };

const { PENDING, ACTIVATED } = ADVERT_STATUS_CODES;

/** Keeps a live advert's revision in step with its waiting pictures, in the same transaction. */
export type HoldPictures = (tx: Tx, advert: typeof adverts.$inferSelect) => Promise<void>;

const gallery = [asc(images.seq), asc(images.id)];

/**
 * Takes the advert's row lock for the rest of the transaction: every change to an advert's
 * pictures goes through it, so counting, ordering and the featured flag never race.
 */
async function lockAdvert(tx: Tx, advertId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM adverts WHERE id = ${advertId} FOR UPDATE`,
  );
  return rows.length > 0;
}

/** Makes `imageId` the advert's one featured picture (unset first: the index is unique). */
async function feature(tx: Tx, advertId: number, imageId: number) {
  await tx
    .update(images)
    .set({ featured: false })
    .where(and(eq(images.advertId, advertId), eq(images.featured, true), ne(images.id, imageId)));
  await tx.update(images).set({ featured: true }).where(eq(images.id, imageId));
}

interface InsertOptions {
  featuredAt?: number;
  max: number;
  byOwner: boolean;
  hold: HoldPictures;
}

/**
 * Adds pictures at the end of the gallery, under the advert's lock so that two uploads at
 * once cannot pass `max` together. `featuredAt` (an index into `added`) takes the featured
 * flag; with none, the first picture of an advert without one gets it. An owner's pictures
 * on a live advert wait, hidden and never featured, and `hold` puts them in the queue
 * (docs/product.md#revisions); on an advert that is not live they send it back to PENDING.
 */
function insertPictures(
  db: Db,
  advertId: number,
  added: NewImage[],
  options: InsertOptions,
): Promise<InsertResult> {
  const { max, byOwner } = options;
  return db.transaction(async (tx): Promise<InsertResult> => {
    const [advert] = await tx.select().from(adverts).where(eq(adverts.id, advertId)).for('update');
    if (!advert) return { outcome: 'advert-missing' };
    const existing = await tx.select().from(images).where(eq(images.advertId, advertId));
    if (existing.length + added.length > max) return { outcome: 'full' };
    const waiting = byOwner && advert.status === ACTIVATED;
    const nextSeq = Math.max(-1, ...existing.map((i) => i.seq)) + 1;
    const rows = await tx
      .insert(images)
      .values(added.map((image, i) => ({ ...image, advertId, waiting, seq: nextSeq + i })))
      .returning();
    const featuredAt = options.featuredAt ?? (existing.some((i) => i.featured) ? undefined : 0);
    if (featuredAt !== undefined && !waiting) {
      await feature(tx, advertId, rows[featuredAt]!.id);
      rows[featuredAt]!.featured = true;
    }
    if (waiting) await options.hold(tx, advert);
    else if (byOwner) {
      await tx
        .update(adverts)
        .set({ status: PENDING, updatedAt: new Date() })
        .where(and(eq(adverts.id, advertId), ne(adverts.status, PENDING)));
    }
    return { outcome: 'added', rows };
  });
}

export function createImagesRepository(db: Db) {
  return {
    async findAdvert(advertId: number): Promise<AdvertAccess | undefined> {
      const [row] = await queryRows<AdvertAccess>(
        db,
        sql`SELECT a.id, a.user_id AS "userId", a.title,
                   (SELECT m.user_id FROM agency_members m
                    WHERE m.agency_id = a.agency_id AND m.role = 'OWNER') AS "agencyOwnerId",
                   advert_is_public(a.status, a.is_active, c.is_active) AS "isPublic"
            FROM adverts a JOIN categories c ON c.id = a.category_id
            WHERE a.id = ${advertId}`,
      );
      return row;
    },

    async findImage(id: number): Promise<ImageRow | undefined> {
      const [row] = await db.select().from(images).where(eq(images.id, id));
      return row;
    },

    listOfAdvert(advertId: number): Promise<ImageRow[]> {
      return db
        .select()
        .from(images)
        .where(eq(images.advertId, advertId))
        .orderBy(...gallery);
    },

    /** Removes the advert's pictures fetched from `urls`; answers their storage keys. */
    async deleteBySource(advertId: number, urls: string[]) {
      if (!urls.length) return [];
      return db.transaction(async (tx) => {
        if (!(await lockAdvert(tx, advertId))) return [];
        return queryRows<{ storageKey: string }>(
          tx,
          sql`DELETE FROM images WHERE advert_id = ${advertId}
                AND source_url = ANY(${`{${urls.map((u) => JSON.stringify(u)).join(',')}}`}::text[])
              RETURNING storage_key AS "storageKey"`,
        );
      });
    },

    countOfAdvert: (advertId: number) => db.$count(images, eq(images.advertId, advertId)),

    insert: (advertId: number, added: NewImage[], options: InsertOptions) =>
      insertPictures(db, advertId, added, options),

    /**
     * Deletes a picture; if it was the featured one, the first left in the gallery takes over.
     * `then` runs in the same transaction, with the advert as it is.
     */
    remove(image: ImageRow, then?: HoldPictures): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [advert] = await tx
          .select()
          .from(adverts)
          .where(eq(adverts.id, image.advertId))
          .for('update');
        const [gone] = await tx.delete(images).where(eq(images.id, image.id)).returning();
        if (!gone || !advert) return false;
        if (then) await then(tx, advert);
        if (gone.featured) {
          const [next] = await tx
            .select({ id: images.id })
            .from(images)
            // A picture waiting for review is never the featured one.
            .where(and(eq(images.advertId, gone.advertId), eq(images.waiting, false)))
            .orderBy(...gallery)
            .limit(1);
          if (next) await feature(tx, gone.advertId, next.id);
        }
        return true;
      });
    },

    setFeatured(image: ImageRow): Promise<void> {
      return db.transaction(async (tx) => {
        await lockAdvert(tx, image.advertId);
        await feature(tx, image.advertId, image.id);
      });
    },

    /** Gives each picture its position in `ids`; false when `ids` is not exactly the gallery. */
    reorder(advertId: number, ids: number[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockAdvert(tx, advertId);
        const current = await tx
          .select({ id: images.id })
          .from(images)
          .where(eq(images.advertId, advertId));
        const known = new Set(current.map((i) => i.id));
        if (ids.length !== known.size || !ids.every((id) => known.has(id))) return false;
        for (const [seq, id] of ids.entries()) {
          await tx.update(images).set({ seq }).where(eq(images.id, id));
        }
        return true;
      });
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
