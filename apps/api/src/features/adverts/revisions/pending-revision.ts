import { ADVERT_STATUS_CODES, type PendingRevision } from '@estate/contracts';
import type { Db } from '../../../db/client';
import { toAdvertImage } from '../../search';
import type { FileStorage } from '../../../lib/storage';
import { revisionChanges } from './revision-changes';
import type { RevisionsRepository } from './revisions.repository';
import { liveAdvertOf, waitingPictureRows } from './revision-pictures.repository';

/** The live advert's waiting revision as the review view shows it, or null (docs/product.md#revisions). */
export async function pendingRevisionOf(
  db: Db,
  storage: FileStorage,
  revisions: RevisionsRepository,
  advertId: number,
): Promise<PendingRevision | null> {
  const revision = await revisions.of(advertId);
  if (!revision || revision.rejectedAt) return null;
  const live = await liveAdvertOf(db, advertId);
  if (!live || live.status !== ADVERT_STATUS_CODES.ACTIVATED) return null;
  const liveValues = await revisions.liveValues(db, advertId);
  return {
    submittedAt: revision.submittedAt.toISOString(),
    changes: await revisionChanges(db, live, liveValues, revision),
    pictures: await waitingPictures(db, storage, advertId),
  };
}

/** The pictures that wait with the advert's revision, in gallery order. */
export async function waitingPictures(db: Db, storage: FileStorage, advertId: number) {
  const rows = await waitingPictureRows(db, advertId);
  return rows.map((row) => toAdvertImage(row, storage));
}
