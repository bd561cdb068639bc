import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ADVERT_MESSAGES as M,
  type AdminAdvertStatusChange,
  type AdminAdvertStatusChanged,
  type AdvertStatus,
} from '@estate/contracts';
import { notFound } from '../../lib/errors';
import { toAdvertSaved } from '../owner-adverts/owner-adverts.mapper';
import { createOwnerAdvertsRepository } from '../owner-adverts/owner-adverts.repository';
import type { UserRow } from '../users/users.repository';
import { createAdminAdvertsRepository } from './admin-adverts.repository';
import { moderationOf } from './admin-adverts.service';
import { tellOwnerOfModeration } from './owner-notice';

const VERB: Record<AdvertStatus, string> = {
  PENDING: 'Sent back to review',
  ACTIVATED: 'Activated',
  REJECTED: 'Rejected',
};

/** 'Activated 2 adverts', 'Rejected 1 advert': the toast after a bulk change. */
export const statusChangedMessage = (status: AdvertStatus, count: number) =>
  `${VERB[status]} ${count} ${count === 1 ? 'advert' : 'adverts'}`;

/**
 * PUT /adverts/admin/status: staff approve or reject several adverts at once. One transaction:
 * either every advert takes the new status (with its log entry) or, when one is missing, none.
 * Owners are e-mailed after the commit, as with a single change.
 */
export function createAdvertModerationService(app: FastifyInstance) {
  const repo = createAdminAdvertsRepository(app.db);
  const adverts = createOwnerAdvertsRepository(app.db);

  return {
    async changeStatus(
      user: UserRow,
      change: AdminAdvertStatusChange,
    ): Promise<AdminAdvertStatusChanged> {
      const statusOf = moderationOf(change);
      const results = await repo.transaction(async (tx) => {
        const rows = await repo.lockMany(tx, change.ids);
        if (rows.length !== change.ids.length) throw notFound(M.someMissing);
        const saved = [];
        for (const before of rows)
          saved.push({ before, after: await adverts.update(tx, before.id, statusOf(before)) });
        const changed = saved.filter((s) => s.after.status !== s.before.status);
        await repo.logStatusChanges(
          tx,
          changed.map(({ before }) => ({
            userId: user.id,
            advertId: before.id,
            log: `Changed the status of advert "${before.title}" to ${change.status}`,
          })),
        );
        return { saved, changed };
      });
      for (const { before, after } of results.changed)
        await tellOwnerOfModeration(app, { ...after, userId: before.userId, title: before.title });
      return {
        message: statusChangedMessage(change.status, results.saved.length),
        adverts: results.saved.map(({ after }) => toAdvertSaved(after)),
      };
    },
  };
}
