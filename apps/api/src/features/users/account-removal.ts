import type { FastifyBaseLogger } from 'fastify';
import { USER_ADMIN_MESSAGES as M } from '@estate/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { deleteAdvertImageFiles, deleteAllUserPhotoFiles } from '../../lib/images';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { RemovalNotices } from '../../lib/removal-notices';
import type { FileStorage } from '../../lib/storage';
import { goodbyeMail } from './goodbye-mail';
import { createUsersAdminRepository } from './users.admin.repository';
import type { UserRow } from './users.repository';

/**
 * Who may remove the target, decided with the administrators' rows locked (the last admin
 * stays): throws the refusal, else returns.
 */
export type RemovalCheck = (target: UserRow, adminCount: number) => void;

export interface AccountRemovalDeps {
  db: Db;
  /** A removed account's adverts and profile photo leave picture files behind. */
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Who hears of the person's adverts going (their tours' guests). */
  notices: RemovalNotices;
  /** The goodbye e-mail is kept in the removal's transaction: sent if and only if it happened. */
  mailer: Mailer;
  background: BackgroundTasks;
  clock: Clock;
  publicUrl: string;
}

/** Who asked for a removal: the goodbye e-mail says so. */
export type RemovalBy = 'self' | 'staff';

/**
 * The one way an account goes, from the Users page or by its owner
 * (docs/product.md#deleting-an-account): in one transaction the row and everything of the
 * person's (adverts with their pictures' rows, favourites, tour requests, saved searches, codes,
 * activity) while their conversations stay for the other side, and the guests of their adverts'
 * future tours are told; then the picture and photo files.
 */
export function createAccountRemoval(deps: AccountRemovalDeps) {
  const { db, storage, log, notices, mailer, background, clock, publicUrl } = deps;
  const repo = createUsersAdminRepository(db);

  return async function removeAccount(
    userId: number,
    check: RemovalCheck,
    by: RemovalBy,
  ): Promise<void> {
    const advertIds = await repo.transaction(async (tx) => {
      const { adminCount, target } = await repo.lockForChange(tx, userId);
      if (!target) throw notFound(M.notFound);
      check(target, adminCount);
      await notices.keep(tx, { ownerId: userId });
      const summary = await repo.removalSummary(tx, userId);
      await mailer.keep(tx, goodbyeMail({ user: target, summary, by, at: clock.now(), publicUrl }));
      return repo.delete(tx, userId);
    });
    notices.deliver();
    background.run('goodbye e-mail', () => mailer.deliverDue());
    // After the commit: a failed file removal leaves unused files, never a broken picture.
    for (const advertId of advertIds) {
      await deleteAdvertImageFiles(storage, advertId).catch((error: unknown) =>
        log.warn({ err: error, advertId }, 'picture files of a deleted user stayed'),
      );
    }
    await deleteAllUserPhotoFiles(storage, userId).catch((error: unknown) =>
      log.warn({ err: error, userId }, 'photo files of a deleted user stayed'),
    );
  };
}

export type AccountRemoval = ReturnType<typeof createAccountRemoval>;
