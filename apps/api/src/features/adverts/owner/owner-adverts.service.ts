import {
  type AdvertDetail,
  type AdvertForm,
  type AdvertSaved,
  type OwnerAdvertsQuery,
  type OwnerRevisionAnswer,
} from '@estate/contracts';
import { isForeignKeyViolation } from '../../../lib/db-errors';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/errors';
import type { RemovalNotices } from '../../../lib/removal-notices';
import type { FileStorage } from '../../../lib/storage';
import { isStaff } from '../../../plugins/auth';
import { logActivity } from '../../activity';
import type { UserRow, UsersRepository } from '../../users';
import type { Search } from '../../search';
import { refuseVanished } from './advert-form';
import { toAdvertSaved as saved } from './owner-adverts.mapper';
import { deleteAdvert, editAdvert } from './advert-edit';
import { insertAdvert } from './advert-insert';
import { OWNER_ADVERT_MESSAGES as M } from './owner-adverts.messages';
import { createOwnerAdvertsRepository } from './owner-adverts.repository';
import { holdLiveEdits } from './live-edit';
import { createAdvertRunners } from './advert-runners';
import { createRevisionsRepository, waitingPictures } from '../revisions';

const PENDING = 0;
const viewerOf = (user: UserRow) => ({ id: user.id, staff: isStaff(user) });

export interface OwnerAdvertsDeps {
  db: Db;
  /** The advert page and My Adverts, read as the search reads them. */
  search: Pick<Search, 'advert' | 'advertPage' | 'ownerPage'>;
  users: Pick<UsersRepository, 'findById'>;
  /** Where a deleted advert's picture files go from. */
  storage: FileStorage;
  /** Who hears of a deleted advert (its tours' guests). */
  notices: RemovalNotices;
}

/** Posting and running one's own adverts (docs/product.md#adverts). */
export function createOwnerAdvertsService(deps: OwnerAdvertsDeps) {
  const { db, search, users, storage } = deps;
  const repo = createOwnerAdvertsRepository(db);
  const revisions = createRevisionsRepository(db);
  const runners = createAdvertRunners(db);

  /** The person or something the form names was deleted while the advert was being saved. */
  async function refuseRacedDelete(user: UserRow, form: AdvertForm): Promise<never> {
    if (!(await users.findById(user.id))) throw notFound(M.accountGone);
    return refuseVanished(repo, form);
  }

  return {
    /** A new advert, PENDING until staff review it; answers its id and slug. */
    async create(user: UserRow, form: AdvertForm): Promise<AdvertSaved> {
      const agencyId = await runners.agencyFor(user, form);
      const row = await insertAdvert(repo, user, form, { agencyId }, async (error) => {
        if (isForeignKeyViolation(error)) await refuseRacedDelete(user, form);
      });
      return saved(row);
    },

    /**
     * The owner's edit: a live advert's changes wait as a revision (docs/product.md#revisions),
     * any other goes back to PENDING; a status sent is ignored.
     */
    async update(user: UserRow, slug: string, form: AdvertForm): Promise<AdvertSaved> {
      const runs = await runners.runsAs(user);
      const {
        saved: row,
        waiting,
        priceLive,
      } = await editAdvert(repo, { slug }, form, {
        mayTouch: runs,
        hold: holdLiveEdits(repo, revisions, user.id),
        statusOf: (current) => ({
          status: PENDING,
          statusReason: current.status === PENDING ? current.statusReason : null,
        }),
      });
      await logActivity(db, {
        userId: user.id,
        action: 'ADVERT_UPDATED',
        log: `Updated advert "${form.title}"`,
        advertId: row.id,
      });
      return { ...saved(row), changesWaiting: waiting, priceLive };
    },

    /** Deletes an advert one runs with its pictures (files too), values, favourites and tours. */
    async remove(user: UserRow, id: number): Promise<void> {
      const runs = await runners.runsAs(user);
      const { title } = await deleteAdvert(deps, repo, id, runs);
      // Not tied to the advert: its own log entries go with it.
      await logActivity(db, {
        userId: user.id,
        action: 'ADVERT_DELETED',
        log: `Deleted advert "${title}"`,
      });
    },

    /** The owner's view of one advert in any status (staff may look too). */
    async ownView(user: UserRow, id: number): Promise<AdvertDetail> {
      if (!isStaff(user)) await runners.mustRun(user, id);
      const row = await search.advert({ id });
      if (!row) throw notFound(M.missing);
      const page = await search.advertPage(row.slug, viewerOf(user));
      if (!page) throw notFound(M.missing);
      return page.detail;
    },

    /** The owner's waiting or turned-down edit of their live advert (docs/product.md#revisions). */
    async ownRevision(user: UserRow, id: number): Promise<OwnerRevisionAnswer> {
      await runners.mustRun(user, id);
      const revision = await revisions.of(id);
      if (!revision) return { revision: null };
      const state = revision.rejectedAt ? 'REJECTED' : 'WAITING';
      const { submittedAt, rejectedReason: reason, form } = revision;
      const pictures = await waitingPictures(db, storage, id);
      return {
        revision: { state, submittedAt: submittedAt.toISOString(), reason, form, pictures },
      };
    },

    /** My Adverts, and a user's adverts for staff. */
    async listOf(user: UserRow, ownerId: number, query: OwnerAdvertsQuery) {
      if (ownerId !== user.id) {
        if (!isStaff(user)) throw forbidden(M.notYourList);
        if (!(await users.findById(ownerId))) throw notFound(M.userMissing);
      }
      const page = await search.ownerPage(ownerId, query, viewerOf(user));
      // A live advert's edit, waiting or turned down, is told beside its status.
      const edits = await revisions.editStatesOf(page.content.map((advert) => advert.id));
      return {
        ...page,
        content: page.content.map((advert) => ({
          ...advert,
          edit: advert.status === 'ACTIVATED' ? (edits.get(advert.id) ?? null) : null,
        })),
      };
    },
  };
}

export type OwnerAdvertsService = ReturnType<typeof createOwnerAdvertsService>;
