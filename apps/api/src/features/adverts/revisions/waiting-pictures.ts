import type { AdvertForm } from '@estate/contracts';
import type { Tx } from '../../../db/client';
import type { adverts, RevisionValue } from '../../../db/schema';
import { contentOf, formOfLive } from './revision-content';
import type { RevisionsRepository } from './revisions.repository';
import { waitingPictureCount } from './revision-pictures.repository';

type LiveAdvert = typeof adverts.$inferSelect;

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
