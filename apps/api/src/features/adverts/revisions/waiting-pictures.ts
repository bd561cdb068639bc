import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdvertForm } from '@estate/contracts';
import type { Tx } from '../../../db/client';
import { images, type adverts, type RevisionValue } from '../../../db/schema';
import { contentOf, formOfLive } from './revision-content';
import type { RevisionsRepository } from './revisions.repository';

type LiveAdvert = typeof adverts.$inferSelect;

/**
 * Pictures an owner adds to a live advert wait, hidden, with the advert's revision
 * (docs/product.md#revisions): staff see them in the queue, the public only once approved.
 */
export async function waitingPictureCount(tx: Tx, advertId: number): Promise<number> {
  return tx.$count(images, and(eq(images.advertId, advertId), eq(images.waiting, true)));
}

/** The live advert as a whole form: the revision a picture alone puts in the queue. */
function liveForm(live: LiveAdvert, values: RevisionValue[]): AdvertForm {
  return {
    title: live.title,
    description: live.description,
    location: live.location,
    price: Number(live.price),
    isActive: live.isActive,
    advertType: live.advertTypeId,
    category: live.categoryId,
    country: live.countryId,
    city: live.cityId,
    district: live.districtId,
    currency: live.currency as AdvertForm['currency'],
    point: { latitude: live.latitude, longitude: live.longitude },
    slug: live.slug,
    values: values.map(({ keyId, value }) => ({ keyId, value })),
  };
}

/** New pictures wait: with the owner's waiting edit if there is one, else as a revision of their own. */
export async function holdForPictures(
  tx: Tx,
  revisions: RevisionsRepository,
  live: LiveAdvert,
  userId: number,
): Promise<void> {
  const kept = await revisions.of(live.id, tx);
  if (kept && kept.rejectedAt === null) return;
  const values = await revisions.liveValues(tx, live.id);
  await revisions.keep(tx, { advertId: live.id, form: liveForm(live, values), values, userId });
}

/**
 * After a waiting picture is removed: a revision left with neither changed content nor
 * pictures has nothing to review and goes.
 */
export async function dropEmptyRevision(
  tx: Tx,
  revisions: RevisionsRepository,
  live: LiveAdvert,
): Promise<void> {
  const kept = await revisions.of(live.id, tx);
  if (!kept || kept.rejectedAt !== null || (await waitingPictureCount(tx, live.id)) > 0) return;
  const liveValues = await revisions.liveValues(tx, live.id);
  const unchanged =
    contentOf(kept.form, kept.values) === contentOf(formOfLive(live, kept.form), liveValues);
  if (unchanged) await revisions.drop(tx, live.id);
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
