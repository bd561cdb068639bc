import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ADVERT_STATUS_CODES } from '@estate/contracts';
import { queryRows, type Db } from '../../../db/client';
import { adverts, images } from '../../../db/schema';

export type ImageRow = typeof images.$inferSelect;
export type NewImage = Pick<
  ImageRow,
  'storageKey' | 'name' | 'contentType' | 'width' | 'height' | 'sizeBytes'
>;

/** Who may manage an advert's pictures and whether anybody may see them. */
export interface AdvertAccess {
  id: number;
  userId: number;
  title: string;
  isPublic: boolean;
}

export type InsertResult =
  { outcome: 'added'; rows: ImageRow[] } | { outcome: 'advert-missing' } | { outcome: 'full' };

const PENDING = ADVERT_STATUS_CODES.PENDING;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

export function createImagesRepository(db: Db) {
  return {
    async findAdvert(advertId: number): Promise<AdvertAccess | undefined> {
      const [row] = await queryRows<AdvertAccess>(
        db,
        sql`SELECT a.id, a.user_id AS "userId", a.title,
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

    countOfAdvert: (advertId: number) => db.$count(images, eq(images.advertId, advertId)),

    /**
     * Adds pictures at the end of the gallery, under the advert's lock so that two uploads at
     * once cannot pass `max` together. `featuredAt` (an index into `added`) takes the featured
     * flag; with none, the first picture of an advert without one gets it. `backToReview` puts
     * an ACTIVATED or REJECTED advert back to PENDING in the same transaction.
     */
    insert(
      advertId: number,
      added: NewImage[],
      options: { featuredAt?: number; max: number; backToReview: boolean },
    ): Promise<InsertResult> {
      const { featuredAt, max, backToReview } = options;
      return db.transaction(async (tx): Promise<InsertResult> => {
        if (!(await lockAdvert(tx, advertId))) return { outcome: 'advert-missing' };
        const existing = await tx.select().from(images).where(eq(images.advertId, advertId));
        if (existing.length + added.length > max) return { outcome: 'full' };
        const nextSeq = Math.max(-1, ...existing.map((i) => i.seq)) + 1;
        const rows = await tx
          .insert(images)
          .values(added.map((image, i) => ({ ...image, advertId, seq: nextSeq + i })))
          .returning();
        const chosen = featuredAt ?? (existing.some((i) => i.featured) ? undefined : 0);
        if (chosen !== undefined) {
          await feature(tx, advertId, rows[chosen]!.id);
          rows[chosen]!.featured = true;
        }
        if (backToReview) {
          await tx
            .update(adverts)
            .set({ status: PENDING, updatedAt: new Date() })
            .where(and(eq(adverts.id, advertId), ne(adverts.status, PENDING)));
        }
        return { outcome: 'added', rows };
      });
    },

    /** Deletes a picture; if it was the featured one, the first left in the gallery takes over. */
    remove(image: ImageRow): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockAdvert(tx, image.advertId);
        const [gone] = await tx.delete(images).where(eq(images.id, image.id)).returning();
        if (!gone) return false;
        if (gone.featured) {
          const [next] = await tx
            .select({ id: images.id })
            .from(images)
            .where(eq(images.advertId, gone.advertId))
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
