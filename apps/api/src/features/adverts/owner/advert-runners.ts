import { AGENCY_ADVERT_MESSAGES as A, type AdvertForm } from '@estate/contracts';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/errors';
import type { UserRow } from '../../users';
import { createAdvertAgencyQueries } from './advert-agency.repository';
import { OWNER_ADVERT_MESSAGES as M } from './owner-adverts.messages';

/** An advert's responsible person and the agency it is posted for. */
export interface Runners {
  userId: number;
  agencyId: number | null;
}

/**
 * Who runs an advert (docs/product.md#agency-adverts): its responsible person and, for an
 * agency's advert, the agency's owner; to anyone else it is missing.
 */
export function createAdvertRunners(db: Db) {
  const agencies = createAdvertAgencyQueries(db);

  /** A test of whether `user` runs an advert, their membership read once per request. */
  async function runsAs(user: UserRow) {
    const membership = await agencies.membershipOf(user.id);
    const ownedAgency = membership?.role === 'OWNER' ? membership.agency_id : null;
    return (advert: Runners) =>
      advert.userId === user.id || (advert.agencyId !== null && advert.agencyId === ownedAgency);
  }

  return {
    runsAs,

    /** 404 unless the caller runs advert `id`. */
    async mustRun(user: UserRow, id: number) {
      const runners = await agencies.runnersOf(id);
      const runs = await runsAs(user);
      if (!runners || !runs({ userId: runners.user_id, agencyId: runners.agency_id }))
        throw notFound(M.missing);
    },

    /** The agency a new advert is posted for: the poster's, when they ask and have one. */
    async agencyFor(user: UserRow, form: AdvertForm): Promise<number | null> {
      if (!form.forAgency) return null;
      const membership = await agencies.membershipOf(user.id);
      if (!membership) throw badRequest(A.notAMember, { forAgency: A.notAMember });
      return membership.agency_id;
    },
  };
}
