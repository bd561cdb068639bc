import {
  USER_ADMIN_MESSAGES as M,
  type MessageResponse,
  type Page,
  type User,
  type UserAdminQuery,
  type UserAdminUpdate,
  type UserLog,
} from '@estate/contracts';
import { forbidden, notFound, conflict } from '../../lib/errors';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { toPage } from '../../lib/paging';
import { logActivity } from '../activity';
import type { AccountRemoval } from './account-removal';
import { createUsersAdminRepository } from './users.admin.repository';
import { toUser } from './user.mapper';
import type { UserRow, UsersRepository } from './users.repository';

/** How many activity entries the Users page gets (it pages them 3 at a time). */
const MAX_LOG_ENTRIES = 500;

/**
 * A manager edits and deletes customer accounts only; only an admin changes
 * roles; nobody changes their own role or deletes themself here; the last admin stays.
 */
function checkAllowed(
  actor: UserRow,
  target: UserRow,
  change: { role?: UserAdminUpdate['role']; deleting?: boolean },
  adminCount: number,
) {
  const roleChanges = change.role !== undefined && change.role !== target.role;
  if (actor.role !== 'ADMIN' && target.role !== 'CUSTOMER')
    throw forbidden(M.managersEditCustomers);
  if (roleChanges && actor.role !== 'ADMIN') throw forbidden(M.onlyAdminsChangeRoles);
  if (roleChanges && actor.id === target.id) throw forbidden(M.notYourOwnRole);
  if (change.deleting && actor.id === target.id) throw forbidden(M.notYourself);
  const adminLeaves = target.role === 'ADMIN' && (change.deleting || roleChanges);
  if (adminLeaves && adminCount <= 1) throw conflict(M.lastAdmin);
}

export interface UsersAdminDeps {
  db: Db;
  users: Pick<UsersRepository, 'findById'>;
  /** The one way an account goes, shared with its owner's own deletion. */
  removeAccount: AccountRemoval;
  /** Where the photos the Users page shows are kept. */
  storage: FileStorage;
}

export function createUsersAdminService({ db, users, removeAccount, storage }: UsersAdminDeps) {
  const repo = createUsersAdminRepository(db);

  return {
    async page(query: UserAdminQuery): Promise<Page<User>> {
      const { rows, total } = await repo.page(query);
      return toPage(
        rows.map((row) => toUser(row, storage)),
        total,
        query,
      );
    },

    async update(actor: UserRow, userId: number, form: UserAdminUpdate): Promise<User> {
      const { role, firstName, lastName, phone } = form;
      const { before, after } = await repo.transaction(async (tx) => {
        const { adminCount, target } = await repo.lockForChange(tx, userId);
        if (!target) throw notFound(M.notFound);
        checkAllowed(actor, target, { role }, adminCount);
        return {
          before: target,
          after: await repo.update(tx, target, { firstName, lastName, phone, role }),
        };
      });
      if (before.role !== after.role) {
        await logActivity(db, {
          userId: after.id,
          action: 'ROLE_CHANGED',
          log: `Role changed from ${before.role} to ${after.role} by ${actor.firstName} ${actor.lastName}`,
        });
      }
      return toUser(after, storage);
    },

    async remove(actor: UserRow, userId: number): Promise<MessageResponse> {
      await removeAccount(
        userId,
        (target, adminCount) => checkAllowed(actor, target, { deleting: true }, adminCount),
        'staff',
      );
      return { message: M.deleted };
    },

    async logs(userId: number): Promise<UserLog[]> {
      if (!(await users.findById(userId))) throw notFound(M.notFound);
      const rows = await repo.logs(userId, MAX_LOG_ENTRIES);
      return rows.map((row) => ({
        id: row.id,
        action: row.action,
        log: row.log,
        createAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
