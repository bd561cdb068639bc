import {
  ADVERT_STATUS_CODES,
  ADVERT_STATUSES,
  type AdminAdvertDetail,
  type AdminAdvertForm,
  type AdvertSaved,
} from '@estate/contracts';
import type { Db } from '../../../db/client';
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
import { createOwnerNotice, type OwnerNoticeDeps } from './owner-notice';
import { createRevisionsRepository, pendingRevisionOf } from '../revisions';

const { REJECTED } = ADVERT_STATUS_CODES;
const anyAdvert = () => true;

/**
 * The status and reason staff save: a status left out stays; a reason is kept only on a
 * REJECTED advert (a new reason replaces the old one, none keeps it while still rejected).
 */
export function moderationOf(form: Pick<AdminAdvertForm, 'status' | 'reason'>) {
  return (current: Pick<AdvertRow, 'status' | 'statusReason'>) => {
    const status = form.status ? ADVERT_STATUS_CODES[form.status] : current.status;
    const keptReason = current.status === REJECTED ? current.statusReason : null;
    return { status, statusReason: status === REJECTED ? (form.reason ?? keptReason) : null };
  };
}

export interface AdminAdvertsDeps extends OwnerNoticeDeps {
  db: Db;
  /** Staff see an advert as its owner does. */
  owners: Pick<OwnerAdvertsService, 'ownView'>;
  /** Where a deleted advert's picture files go from. */
  storage: FileStorage;
}

/** Staff read, moderate, edit and delete any advert (docs/product.md#moderation). */
export function createAdminAdvertsService(deps: AdminAdvertsDeps) {
  const { db, owners, storage } = deps;
  const repo = createOwnerAdvertsRepository(db);
  const revisions = createRevisionsRepository(db);
  const tellOwnerOfModeration = createOwnerNotice(deps);

  return {
    async view(user: UserRow, id: number): Promise<AdminAdvertDetail> {
      const detail = await owners.ownView(user, id);
      const { status, statusReason: reason, version } = detail.advert;
      const pendingRevision = await pendingRevisionOf(db, revisions, id);
      return { ...detail, status, reason, version, pendingRevision };
    },

    async update(user: UserRow, id: number, form: AdminAdvertForm): Promise<AdvertSaved> {
      const { saved, before } = await editAdvert(repo, { id }, form, {
        mayTouch: anyAdvert,
        statusOf: moderationOf(form),
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
        await tellOwnerOfModeration({ ...saved, userId: before.userId, title: form.title });
      return toAdvertSaved(saved);
    },

    async remove(user: UserRow, id: number): Promise<void> {
      const { title } = await deleteAdvert(storage, repo, id, anyAdvert);
      await logActivity(db, {
        userId: user.id,
        action: 'ADVERT_DELETED',
        log: `Deleted advert "${title}"`,
      });
    },
  };
}

export type AdminAdvertsService = ReturnType<typeof createAdminAdvertsService>;
