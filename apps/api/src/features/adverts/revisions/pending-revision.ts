import { eq } from 'drizzle-orm';
import { ADVERT_STATUS_CODES, type PendingRevision } from '@estate/contracts';
import type { Db } from '../../../db/client';
import { adverts } from '../../../db/schema';
import { revisionChanges } from './revision-changes';
import type { RevisionsRepository } from './revisions.repository';

/** The live advert's waiting revision as the review view shows it, or null (docs/product.md#revisions). */
export async function pendingRevisionOf(
  db: Db,
  revisions: RevisionsRepository,
  advertId: number,
): Promise<PendingRevision | null> {
  const revision = await revisions.of(advertId);
  if (!revision || revision.rejectedAt) return null;
  const [live] = await db.select().from(adverts).where(eq(adverts.id, advertId));
  if (!live || live.status !== ADVERT_STATUS_CODES.ACTIVATED) return null;
  const liveValues = await revisions.liveValues(db, advertId);
  return {
    submittedAt: revision.submittedAt.toISOString(),
    changes: await revisionChanges(db, live, liveValues, revision),
  };
}
