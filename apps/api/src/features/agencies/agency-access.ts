import { AGENCY_FIELD_MESSAGES } from '@estate/contracts/agencies';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { AGENCY_TEXTS as T } from './agencies.messages';
import type { AgenciesRepository, AgencyFields } from './agencies.repository';
import type { AgencyMembersRepository } from './agency-members.repository';

/**
 * The caller's membership of agency `agencyId`: another agency's id answers 404 as a missing one
 * does, so nobody learns which ids exist (docs/product.md#agencies).
 */
export async function membershipIn(
  members: AgencyMembersRepository,
  userId: number,
  agencyId: number,
) {
  const membership = await members.membershipOf(userId);
  if (!membership || membership.agency_id !== agencyId) throw notFound(T.missing);
  return membership;
}

/** As membershipIn, and only the owner passes (403 for an agent). */
export async function ownerIn(members: AgencyMembersRepository, userId: number, agencyId: number) {
  const membership = await membershipIn(members, userId, agencyId);
  if (membership.role !== 'OWNER') throw forbidden(T.ownerOnly);
  return membership;
}

/** The country, city and district must be one inside the other. */
export async function checkPlaces(agencies: AgenciesRepository, fields: AgencyFields) {
  if (await agencies.placesFit(fields)) return;
  const m = AGENCY_FIELD_MESSAGES.placeRequired;
  throw badRequest(m, { district: m });
}

/** `base`, or `base-2`, `base-3`… the first one not taken. */
export function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
