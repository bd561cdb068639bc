import { createHash, randomBytes } from 'node:crypto';
import { sitePaths } from '@estate/contracts';
import type { AgencyInvitationPreview, MyAgency } from '@estate/contracts/agencies';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import type { UserRow } from '../users';
import { AGENCY_TEXTS as T } from './agencies.messages';
import { toAgencyPublic, toInvitation } from './agencies.mapper';
import type { AgenciesRepository } from './agencies.repository';
import { membershipIn, ownerIn } from './agency-access';
import { invitationMail } from './agency-mails';
import type { AgencyInvitationsRepository } from './agency-invitations.repository';
import type { AgencyMembersRepository } from './agency-members.repository';

/** An invitation link works for a week, as the e-mail says. */
const INVITATION_DAYS = 7;

export interface AgencyMembersDeps {
  agencies: AgenciesRepository;
  members: AgencyMembersRepository;
  invitations: AgencyInvitationsRepository;
  mailer: Mailer;
  background: BackgroundTasks;
  clock: Clock;
  storage: FileStorage;
  settings: { publicUrl: string };
  /** The caller's agency as it reads after the change. */
  mineIn(userId: number, agencyId: number): Promise<MyAgency>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const nameOf = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * Members and invitations (docs/product.md#agencies): the owner invites by e-mail, removes
 * members and hands ownership on; the invited person accepts from their own account; a member
 * leaves, and the last one to leave closes the agency.
 */
export function createAgencyMembersService(deps: AgencyMembersDeps) {
  const { agencies, members, invitations, clock } = deps;

  async function invite(owner: UserRow, agencyId: number, email: string) {
    await ownerIn(members, owner.id, agencyId);
    const address = email.toLowerCase();
    if (await members.emailInAgency(address)) throw conflict(T.inviteeInAgency);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(clock.now().getTime() + INVITATION_DAYS * 86_400_000);
    const agency = (await agencies.one(agencyId))!;
    const language = (await members.languageOf(address)) ?? owner.language;
    const link = `${deps.settings.publicUrl}${sitePaths.agencyInvitation(token)}`;
    const row = await agencies.transaction(async (tx) => {
      const made = await invitations.invite(
        tx,
        { agencyId, email: address, tokenHash: hashOf(token), expiresAt },
        { id: owner.id, name: nameOf(owner) },
      );
      const parts = { agency: agency.name, inviter: nameOf(owner), link };
      await deps.mailer.keep(tx, invitationMail({ email: address, language }, parts));
      return made;
    });
    deps.background.run('agency invitation e-mail', () => deps.mailer.deliverDue());
    return toInvitation(row);
  }

  async function accept(user: UserRow, token: string): Promise<MyAgency> {
    const agencyId = await agencies
      .transaction(async (tx) => {
        const open = await invitations.openByToken(hashOf(token), clock.now(), tx);
        if (!open) throw notFound(T.invitationMissing);
        await agencies.lock(tx, open.agency_id);
        if (open.email !== user.email.toLowerCase()) throw forbidden(T.invitationOtherAddress);
        if (await members.membershipOf(user.id, tx)) throw conflict(T.alreadyMember);
        await members.add(tx, open.agency_id, user.id, 'AGENT');
        await invitations.accept(tx, open.id, user.id, clock.now());
        return open.agency_id;
      })
      .catch((error: unknown) => {
        // Joined another agency at the same moment: the one-agency-per-person index said no.
        throw isUniqueViolation(error) ? conflict(T.alreadyMember) : error;
      });
    return deps.mineIn(user.id, agencyId);
  }

  /** Removes a member (not oneself: that is leaving); their own adverts stay theirs. */
  async function remove(ownerId: number, agencyId: number, userId: number) {
    await ownerIn(members, ownerId, agencyId);
    if (userId === ownerId) throw conflict(T.notYourself);
    await agencies.transaction(async (tx) => {
      const removed = await members.remove(tx, agencyId, userId);
      if (removed.length === 0) throw notFound(T.memberMissing);
    });
    return deps.mineIn(ownerId, agencyId);
  }

  async function handOn(ownerId: number, agencyId: number, userId: number) {
    await ownerIn(members, ownerId, agencyId);
    if (userId === ownerId) throw conflict(T.alreadyOwner);
    await agencies.transaction(async (tx) => {
      await agencies.lock(tx, agencyId);
      const target = await members.membershipOf(userId, tx);
      if (target?.agency_id !== agencyId) throw notFound(T.memberMissing);
      await members.handOn(tx, agencyId, ownerId, userId);
    });
    return deps.mineIn(ownerId, agencyId);
  }

  /** The owner hands on first unless alone; the last member out closes the agency. */
  async function leave(userId: number, agencyId: number) {
    const membership = await membershipIn(members, userId, agencyId);
    await agencies.transaction(async (tx) => {
      await agencies.lock(tx, agencyId);
      const count = await members.count(tx, agencyId);
      if (membership.role === 'OWNER' && count > 1) throw conflict(T.handOnFirst);
      await members.remove(tx, agencyId, userId);
      if (count === 1) {
        await agencies.close(tx, agencyId);
        await invitations.revokeAll(tx, agencyId);
      }
    });
  }

  return {
    invite,
    accept,
    remove,
    handOn,
    leave,

    async revoke(ownerId: number, agencyId: number, invitationId: number): Promise<void> {
      await ownerIn(members, ownerId, agencyId);
      const revoked = await agencies.transaction((tx) =>
        invitations.revoke(tx, agencyId, invitationId),
      );
      if (revoked.length === 0) throw notFound(T.invitationMissing);
    },

    /** What a link invites to, for its page before logging in; 404 once spent or expired. */
    async preview(token: string): Promise<AgencyInvitationPreview> {
      const open = await invitations.openByToken(hashOf(token), clock.now());
      const agency = open && (await agencies.one(open.agency_id));
      if (!open || !agency || agency.closed_at !== null) throw notFound(T.invitationMissing);
      return {
        agency: toAgencyPublic(agency, deps.storage),
        email: open.email,
        expiresAt: new Date(open.expires_at).toISOString(),
      };
    },
  };
}

export type AgencyMembersService = ReturnType<typeof createAgencyMembersService>;
