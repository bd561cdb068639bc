import {
  ADMIN_ADVERT_MESSAGES as M,
  ADVERT_STATUS_CODES,
  type AdminAdvertStatusChange,
  type AdminAdvertStatusChanged,
  type AdvertStatus,
} from '@estate/contracts';
import type { Db } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { createOwnerAdvertsRepository, toAdvertSaved } from '../owner';
import type { UserRow, UsersRepository } from '../../users';
import { createAdminAdvertsRepository } from './admin-adverts.repository';
import { moderationOf } from './admin-adverts.service';
import { createOwnerNotice, type OwnerNoticeDeps } from './owner-notice';
import { createRevisionsRepository } from '../revisions';
import { rejectionReasonText } from '@estate/contracts/rejection-reasons';
import { decideRevision, tellOwnerOfRevision } from './revision-decisions';

const VERB: Record<AdvertStatus, string> = {
  PENDING: 'Sent back to review',
  ACTIVATED: 'Activated',
  REJECTED: 'Rejected',
};

/** 'Activated 2 adverts', 'Rejected 1 advert': the toast after a bulk change. */
export const statusChangedMessage = (status: AdvertStatus, count: number) =>
  `${VERB[status]} ${count} ${count === 1 ? 'advert' : 'adverts'}`;

/**
 * The toast of a decision on live adverts' waiting edits (docs/product.md#revisions): it says
 * what became of the edit and that the advert stays public either way.
 */
export const editDecidedMessage = (approved: boolean, count: number) => {
  const edits = count === 1 ? `the edit of 1 advert` : `the edits of ${count} adverts`;
  if (approved) return `Approved ${edits}: the changes are live.`;
  return count === 1
    ? `Rejected ${edits}: the advert stays live as it was.`
    : `Rejected ${edits}: the adverts stay live as they were.`;
};

/** The toast: adverts decided whole, then live adverts whose edit was decided. */
function decidedMessage(status: AdvertStatus, whole: number, edits: number) {
  const parts = [];
  if (whole > 0 || edits === 0) parts.push(`${statusChangedMessage(status, whole)}.`);
  if (edits > 0) parts.push(editDecidedMessage(status === 'ACTIVATED', edits));
  // One sentence alone keeps the words the desk has always shown ('Activated 1 advert').
  return parts.length === 1 && edits === 0 ? statusChangedMessage(status, whole) : parts.join(' ');
}

/**
 * A moderator told that an advert changed reads their lists fresh from then on: otherwise the
 * signed-in list page they share with others for the cache age shows them the old versions again.
 */
async function readFreshAfterConflict(
  users: Pick<UsersRepository, 'noteChange'>,
  user: UserRow,
  error: unknown,
): Promise<never> {
  if (error instanceof AppError && error.status === 409) await users.noteChange(user.id);
  throw error;
}

export interface AdvertModerationDeps extends OwnerNoticeDeps {
  db: Db;
  users: Pick<UsersRepository, 'findById' | 'noteChange'>;
}

/**
 * PUT /adverts/admin/status: staff approve or reject several adverts at once. One transaction:
 * either every advert takes the new status (with its log entry) or, when one is missing or is
 * no longer the version the moderator saw, none.
 * Owners are e-mailed after the commit, as with a single change.
 */
export function createAdvertModerationService(deps: AdvertModerationDeps) {
  const repo = createAdminAdvertsRepository(deps.db);
  const adverts = createOwnerAdvertsRepository(deps.db);
  const tellOwnerOfModeration = createOwnerNotice(deps);
  const revisions = createRevisionsRepository(deps.db);

  return {
    async changeStatus(
      user: UserRow,
      change: AdminAdvertStatusChange,
    ): Promise<AdminAdvertStatusChanged> {
      const statusOf = moderationOf(change);
      const results = await repo
        .transaction(async (tx) => {
          const rows = await repo.lockMany(tx, change.ids);
          if (rows.length !== change.ids.length) throw notFound(M.someMissing);
          // Every advert as the moderator saw it in the list, or none changes.
          if (rows.some((row) => change.versions[String(row.id)] !== row.version))
            throw conflict(M.changedSinceOpened);
          const waiting = await revisions.waitingOf(tx, change.ids);
          const saved = [];
          const revised = [];
          for (const before of rows) {
            const decision = {
              status: ADVERT_STATUS_CODES[change.status],
              // What the owner reads: the listed reason's label and staff's text.
              reason: rejectionReasonText(change.reasonCode, change.reason),
            };
            const decided = await decideRevision(
              tx,
              { adverts, revisions },
              before,
              waiting.get(before.id),
              decision,
            );
            if (decided)
              revised.push({
                ...decided,
                userId: before.userId,
                reasonCode: change.reasonCode ?? null,
                reason: change.reason ?? null,
              });
            const after = decided?.row ?? (await adverts.update(tx, before.id, statusOf(before)));
            saved.push({ before, after });
          }
          const changed = saved.filter((s) => s.after.status !== s.before.status);
          await repo.logStatusChanges(
            tx,
            changed.map(({ before }) => ({
              userId: user.id,
              advertId: before.id,
              log: `Changed the status of advert "${before.title}" to ${change.status}`,
            })),
          );
          return { saved, changed, revised };
        })
        .catch((error: unknown) => readFreshAfterConflict(deps.users, user, error));
      for (const { before, after } of results.changed)
        await tellOwnerOfModeration({
          ...after,
          statusReasonCode: statusOf(before).statusReasonCode,
          userId: before.userId,
          title: before.title,
        });
      for (const { row, ...revision } of results.revised)
        await tellOwnerOfRevision(deps, deps.settings.publicUrl, { ...revision, slug: row.slug });
      const edits = new Set(results.revised.map((revision) => revision.row.id));
      const edit = change.status === 'ACTIVATED' ? 'APPROVED' : 'REJECTED';
      return {
        message: decidedMessage(change.status, results.saved.length - edits.size, edits.size),
        adverts: results.saved.map(({ after }) => ({
          ...toAdvertSaved(after),
          ...(edits.has(after.id) ? { edit } : {}),
        })),
      };
    },
  };
}

export type AdvertModerationService = ReturnType<typeof createAdvertModerationService>;
