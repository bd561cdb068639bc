import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client';
import { adverts, images } from '../../../db/schema';

/**
 * Pictures an owner adds to a live advert wait, hidden, with the advert's revision
 * (docs/product.md#revisions): staff see them in the queue, the public only once approved.
 */
export async function waitingPictureCount(tx: Tx, advertId: number): Promise<number> {
  return tx.$count(images, and(eq(images.advertId, advertId), eq(images.waiting, true)));
}

/** The live advert's row, as the review view compares it. */
export async function liveAdvertOf(db: Executor, advertId: number) {
  const [live] = await db.select().from(adverts).where(eq(adverts.id, advertId));
  return live;
}

/** The rows of the pictures that wait with the advert's revision, in gallery order. */
export function waitingPictureRows(db: Executor, advertId: number) {
  return db
    .select()
    .from(images)
    .where(and(eq(images.advertId, advertId), eq(images.waiting, true)))
    .orderBy(asc(images.seq), asc(images.id));
}

/**
 * Staff approved (or the advert is reviewed whole again): its waiting pictures join the
 * gallery, and the first takes the featured flag when none has it.
 */
export async function releaseWaitingPictures(tx: Tx, advertId: number): Promise<void> {
  const released = await tx
    .update(images)
    .set({ waiting: false })
    .where(and(eq(images.advertId, advertId), eq(images.waiting, true)))
    .returning({ id: images.id });
  if (!released.length) return;
  const featured = await tx.$count(
    images,
    and(eq(images.advertId, advertId), eq(images.featured, true)),
  );
  if (featured > 0) return;
  const [first] = await tx
    .select({ id: images.id })
    .from(images)
    .where(eq(images.advertId, advertId))
    .orderBy(asc(images.seq), asc(images.id))
    .limit(1);
  if (first)
    await tx
      .update(images)
      .set({ featured: true })
      .where(sql`id = ${first.id}`);
}
