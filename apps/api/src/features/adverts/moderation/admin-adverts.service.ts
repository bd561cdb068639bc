import {
  ADVERT_STATUS_CODES,
  ADVERT_STATUSES,
  type AdminAdvertDetail,
  type AdminAdvertForm,
  type AdvertSaved,
  type ModerationQueueQuery,
} from '@estate/contracts';
import type { Db } from '../../../db/client';
import type { RemovalNotices } from '../../../lib/removal-notices';
import type { FileStorage } from '../../../lib/storage';
import { logActivity } from '../../activity';
import type { UserRow } from '../../users';
import {
  createOwnerAdvertsRepository,
  deleteAdvert,
  editAdvert,
  toAdvertSaved,
  type AdvertRow,
  type OwnerAdvertsService,
} from '../owner';
import { readModerationQueue } from './moderation-queue.repository';
import { createOwnerNotice, type OwnerNoticeDeps } from './owner-notice';
import { createRevisionsRepository, pendingRevisionOf } from '../revisions';

const { REJECTED } = ADVERT_STATUS_CODES;
const anyAdvert = () => true;

/**
 * The status and reason staff save: a status left out stays; a reason is kept only on a
 * REJECTED advert (a new reason, listed or written, replaces the old one; none keeps it while
 * still rejected). A text without a listed reason counts as Other, as old clients send it.
 */
export function moderationOf(form: Pick<AdminAdvertForm, 'status' | 'reason' | 'reasonCode'>) {
  return (current: Pick<AdvertRow, 'status' | 'statusReason' | 'statusReasonCode'>) => {
    const status = form.status ? ADVERT_STATUS_CODES[form.status] : current.status;
    if (status !== REJECTED) return { status, statusReason: null, statusReasonCode: null };
    if (form.reason === undefined && form.reasonCode === undefined)
      return current.status === REJECTED
        ? { status, statusReason: current.statusReason, statusReasonCode: current.statusReasonCode }
        : { status, statusReason: null, statusReasonCode: null };
    return {
      status,
      statusReason: form.reason ?? null,
      statusReasonCode: form.reasonCode ?? 'OTHER',
    };
  };
}

export interface AdminAdvertsDeps extends OwnerNoticeDeps {
  db: Db;
  /** Staff see an advert as its owner does. */
  owners: Pick<OwnerAdvertsService, 'ownView'>;
  /** Where a deleted advert's picture files go from. */
  storage: FileStorage;
  /** Who hears of a deleted advert (its tours' guests). */
  notices: RemovalNotices;
}

/** Staff read, moderate, edit and delete any advert (docs/product.md#moderation). */
export function createAdminAdvertsService(deps: AdminAdvertsDeps) {
  const { db, owners, storage } = deps;
  const repo = createOwnerAdvertsRepository(db);
  const revisions = createRevisionsRepository(db);
  const tellOwnerOfModeration = createOwnerNotice(deps);

  return {
    /** GET /adverts/admin/queue: what waits for a decision, oldest first. */
    queue: (query: ModerationQueueQuery) => readModerationQueue(db, storage, query),

    async view(user: UserRow, id: number): Promise<AdminAdvertDetail> {
      const detail = await owners.ownView(user, id);
      const { status, statusReason: reason, version } = detail.advert;
      const reasonCode = detail.advert.statusReasonCode ?? null;
      const pendingRevision = await pendingRevisionOf(db, storage, revisions, id);
      return { ...detail, status, reason, reasonCode, version, pendingRevision };
    },

    async update(user: UserRow, id: number, form: AdminAdvertForm): Promise<AdvertSaved> {
      const decide = moderationOf(form);
      const { saved, before } = await editAdvert(repo, { id }, form, {
        mayTouch: anyAdvert,
        statusOf: decide,
        seenVersion: form.version,
      });
      const statusName = ADVERT_STATUSES[saved.status] ?? 'PENDING';
      const changed = saved.status !== before.status;
      await logActivity(db, {
        userId: user.id,
        action: changed ? 'ADVERT_STATUS_CHANGED' : 'ADVERT_UPDATED',
        log: changed
          ? `Changed the status of advert "${form.title}" to ${statusName}`
          : `Updated advert "${form.title}"`,
        advertId: saved.id,
      });
      if (changed)
        await tellOwnerOfModeration({
          ...saved,
          statusReasonCode: decide(before).statusReasonCode,
          userId: before.userId,
          title: form.title,
        });
      return toAdvertSaved(saved);
    },

    async remove(user: UserRow, id: number): Promise<void> {
      const { title } = await deleteAdvert(deps, repo, id, anyAdvert);
      await logActivity(db, {
        userId: user.id,
        action: 'ADVERT_DELETED',
        log: `Deleted advert "${title}"`,
      });
    },
  };
}

export type AdminAdvertsService = ReturnType<typeof createAdminAdvertsService>;
