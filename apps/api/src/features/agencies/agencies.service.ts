import fsp from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { AgencyEdited, AgencyForm, AgencyPublic, MyAgency } from '@estate/contracts/agencies';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import {
  deleteUserPhotoFiles,
  ownedPrefix,
  processSquareQueued,
  storeSquareCopies,
} from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import { slugify } from '../../lib/text';
import { withOnePicture } from '../accounts';
import { AGENCY_TEXTS as T } from './agencies.messages';
import { toAgencyPublic, toMyAgency } from './agencies.mapper';
import type { AgenciesRepository } from './agencies.repository';
import { checkPlaces, freeSlug, membershipIn, ownerIn } from './agency-access';
import type { AgencyInvitationsRepository } from './agency-invitations.repository';
import type { AgencyMembersRepository } from './agency-members.repository';

export interface AgenciesDeps {
  agencies: AgenciesRepository;
  members: AgencyMembersRepository;
  invitations: AgencyInvitationsRepository;
  storage: FileStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * An agency as its members make and keep it (docs/product.md#agencies): the creator owns it, a
 * person belongs to one agency at most, and an edit of a decided agency waits for review again.
 */
export function createAgenciesService(deps: AgenciesDeps) {
  const { agencies, members, invitations, storage, clock } = deps;

  async function mineOf(agencyId: number, role: string): Promise<MyAgency> {
    const row = (await agencies.one(agencyId))!;
    const [list, open] = await Promise.all([
      members.members(agencyId),
      invitations.openInvitations(agencyId, clock.now()),
    ]);
    return toMyAgency(row, role, { members: list, invitations: open }, storage);
  }

  async function create(userId: number, form: AgencyForm): Promise<MyAgency> {
    await checkPlaces(agencies, form);
    if (await members.membershipOf(userId)) throw conflict(T.alreadyMember);
    const base = slugify(form.name) || 'agency';
    try {
      const id = await agencies.transaction(async (tx) => {
        const slug = freeSlug(base, await agencies.slugsLike(base, tx));
        const agencyId = await agencies.insert(tx, slug, form);
        await members.add(tx, agencyId, userId, 'OWNER');
        return agencyId;
      });
      return await mineOf(id, 'OWNER');
    } catch (error) {
      // Two creations at once: the one-agency-per-person index (or the slug's) refused one.
      if (isUniqueViolation(error)) throw conflict(T.alreadyMember);
      throw error;
    }
  }

  async function edit(userId: number, agencyId: number, form: AgencyForm): Promise<AgencyEdited> {
    await ownerIn(members, userId, agencyId);
    await checkPlaces(agencies, form);
    const backToReview = await agencies.transaction(async (tx) => {
      const locked = await agencies.lock(tx, agencyId);
      if (!locked) throw notFound(T.missing);
      const review = locked.status !== 'PENDING';
      await agencies.update(tx, agencyId, form, review);
      return review;
    });
    return { ...(await mineOf(agencyId, 'OWNER')), backToReview };
  }

  const removeFiles = (key: string) =>
    deleteUserPhotoFiles(storage, key).catch((err: unknown) =>
      deps.log.warn({ err, key }, 'agency logo files left behind'),
    );

  /** A new logo replaces the old, whose files go once the row has the new key. */
  async function uploadLogo(userId: number, agencyId: number, parts: AsyncIterable<Multipart>) {
    await ownerIn(members, userId, agencyId);
    const processed = await withOnePicture(parts, (spooled) =>
      processSquareQueued(() => fsp.readFile(spooled)),
    );
    const key = await storeSquareCopies(storage, ownedPrefix('agencies', agencyId), processed);
    const replaced = await agencies.replaceLogoKey(agencyId, key).catch(async (error) => {
      await removeFiles(key);
      throw error;
    });
    if (replaced?.before) await removeFiles(replaced.before);
    return mineOf(agencyId, 'OWNER');
  }

  return {
    create,
    edit,
    uploadLogo,

    /** GET /agencies/mine: the caller's agency, or null. */
    async mine(userId: number): Promise<{ mine: MyAgency | null }> {
      const membership = await members.membershipOf(userId);
      return { mine: membership ? await mineOf(membership.agency_id, membership.role) : null };
    },

    /** The caller's agency after a change, as a member reads it. */
    async mineIn(userId: number, agencyId: number): Promise<MyAgency> {
      const membership = await membershipIn(members, userId, agencyId);
      return mineOf(agencyId, membership.role);
    },

    async bySlug(slug: string): Promise<AgencyPublic> {
      const row = await agencies.bySlug(slug);
      if (!row) throw notFound(T.missing);
      return toAgencyPublic(row, storage);
    },
  };
}

export type AgenciesService = ReturnType<typeof createAgenciesService>;
