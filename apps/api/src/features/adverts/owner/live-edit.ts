import { ADVERT_STATUS_CODES } from '@estate/contracts';
import {
  contentOf,
  formOfLive,
  releaseWaitingPictures,
  waitingPictureCount,
  type RevisionsRepository,
} from '../revisions';
import type { HoldLiveEdit } from './advert-edit';
import type { OwnerAdvertsRepository } from './owner-adverts.repository';

/**
 * The owner's edit of a live advert (docs/product.md#revisions): the public keeps the approved
 * content while the changed content waits as a revision; the price and the owner's switch alone
 * go live at once. New pictures wait with the revision. An advert that is not live is edited in
 * place, and a stale revision goes.
 */
export function holdLiveEdits(
  repo: OwnerAdvertsRepository,
  revisions: RevisionsRepository,
  userId: number,
): HoldLiveEdit {
  return async (tx, before, form, values) => {
    if (before.status !== ADVERT_STATUS_CODES.ACTIVATED) {
      // Reviewed whole: any pictures that waited are part of the advert again.
      await revisions.drop(tx, before.id);
      await releaseWaitingPictures(tx, before.id);
      return null;
    }
    const content = contentOf(form, values);
    const atOnce = { price: form.price.toFixed(2), isActive: form.isActive };
    // The owner is told when a new price went public at once.
    const priceLive = Number(before.price) !== form.price;
    const liveContent = contentOf(
      formOfLive(before, form),
      await revisions.liveValues(tx, before.id),
    );
    const kept = await revisions.of(before.id, tx);
    if (content === liveContent && (await waitingPictureCount(tx, before.id)) === 0) {
      // Back to the approved content: nothing is left to review.
      if (kept) await revisions.drop(tx, before.id);
      return { row: await repo.update(tx, before.id, atOnce), waiting: false, priceLive };
    }
    if (kept && content === contentOf(kept.form, kept.values)) {
      await revisions.follow(tx, before.id, form);
      const row = await repo.update(tx, before.id, atOnce);
      return { row, waiting: kept.rejectedAt === null, priceLive };
    }
    await revisions.keep(tx, { advertId: before.id, form, values, userId });
    const row = await repo.lockOwn(tx, { id: before.id });
    return { row: row!, waiting: true, priceLive: false };
  };
}
