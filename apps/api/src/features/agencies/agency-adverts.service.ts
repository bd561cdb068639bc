import {
  ADVERT_STATUSES,
  AGENCY_ADVERT_MESSAGES as A,
  type AgencyAdvertsPage,
  type AgencyAdvertsQuery,
} from '@estate/contracts';
import { badRequest, notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { shortName } from '../conversations';
import { membershipIn, ownerIn } from './agency-access';
import type { AgencyAdvertRow, AgencyAdvertsRepository } from './agency-adverts.repository';
import type { AgencyMembersRepository } from './agency-members.repository';

export interface AgencyAdvertsDeps {
  adverts: AgencyAdvertsRepository;
  members: AgencyMembersRepository;
}

const toAgencyAdvert = (row: AgencyAdvertRow) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  status: ADVERT_STATUSES[row.status] ?? 'PENDING',
  isPublic: row.is_public,
  price: Number(row.price),
  currency: row.currency,
  createdAt: new Date(row.created_at).toISOString(),
  viewCount: Number(row.view_count),
  agent: { userId: row.agent_id, name: shortName(row.agent_first_name, row.agent_last_name) },
});

/**
 * An agency's adverts (docs/product.md#agency-adverts): the owner lists all of them and gives one
 * to another member; an agent lists those they are responsible for. Another agency's id, or a
 * person no longer in the agency, answers 404.
 */
export function createAgencyAdvertsService({ adverts, members }: AgencyAdvertsDeps) {
  return {
    async list(
      userId: number,
      agencyId: number,
      query: AgencyAdvertsQuery,
    ): Promise<AgencyAdvertsPage> {
      const membership = await membershipIn(members, userId, agencyId);
      const agent = membership.role === 'OWNER' ? query.agent : userId;
      const { list, total } = await adverts.page(agencyId, agent, query.page, query.size);
      return toPage(list.map(toAgencyAdvert), total, query);
    },

    async assign(ownerId: number, agencyId: number, advertId: number, agentId: number) {
      await ownerIn(members, ownerId, agencyId);
      if (await adverts.assign(agencyId, advertId, agentId))
        return { message: 'Advert reassigned' };
      if (!(await adverts.isAgencys(agencyId, advertId))) throw notFound(A.advertMissing);
      throw badRequest(A.agentNotMember, { userId: A.agentNotMember });
    },
  };
}

export type AgencyAdvertsService = ReturnType<typeof createAgencyAdvertsService>;
