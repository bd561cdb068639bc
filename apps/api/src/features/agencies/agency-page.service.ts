import type { AgencyPage } from '@estate/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { userPhotoUrls } from '../../lib/images';
import { replyTimeOf, replyWindowStart } from '../../lib/reply-time';
import type { FileStorage } from '../../lib/storage';
import { initialsOf, shortName } from '../conversations';
import { AGENCY_TEXTS as T } from './agencies.messages';
import {
  createAgencyPageRepository,
  type AgencyAgentRow,
  type AgencyPageRow,
} from './agency-page.repository';

type Urls = Pick<FileStorage, 'publicUrl'>;

const toAgent = (row: AgencyAgentRow, storage: Urls) => ({
  name: shortName(row.first_name, row.last_name),
  initials: initialsOf(row.first_name, row.last_name),
  photo: row.photo_key ? userPhotoUrls(storage, row.photo_key) : null,
  role: row.role === 'OWNER' ? ('OWNER' as const) : ('AGENT' as const),
});

export const toAgencyPage = (
  row: AgencyPageRow,
  agents: AgencyAgentRow[],
  storage: Urls,
): AgencyPage => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  logo: row.logo_key ? userPhotoUrls(storage, row.logo_key) : null,
  verified: row.status === 'VERIFIED',
  address: row.address,
  country: { id: row.country_id, name: row.country_name },
  city: { id: row.city_id, name: row.city_name },
  district: { id: row.district_id, name: row.district_name },
  point: { latitude: row.latitude, longitude: row.longitude },
  phone: row.phone,
  email: row.email,
  licenceNumber: row.licence_number,
  liveAdverts: Number(row.live_adverts),
  agents: agents.map((agent) => toAgent(agent, storage)),
  replyTime: replyTimeOf(
    Number(row.answered),
    row.median_reply_seconds === null ? null : Number(row.median_reply_seconds),
  ),
});

/**
 * The public agency page's data (docs/product.md#agency-page): an open agency's details, its
 * live adverts, its members as agents and the reply time over every thread on its adverts, as
 * the advertiser card counts one person's. A closed or unknown agency is 404.
 */
export function createAgencyPageService(deps: { db: Db; clock: Clock; storage: Urls }) {
  const repo = createAgencyPageRepository(deps.db);
  return {
    /** The page, or undefined for a closed or unknown agency (the first-load HTML asks too). */
    async find(slug: string): Promise<AgencyPage | undefined> {
      const row = await repo.bySlug(slug, replyWindowStart(deps.clock.now()));
      if (!row) return undefined;
      return toAgencyPage(row, await repo.agents(row.id), deps.storage);
    },

    async read(slug: string): Promise<AgencyPage> {
      const page = await this.find(slug);
      if (!page) throw notFound(T.missing);
      return page;
    },
  };
}

export type AgencyPageService = ReturnType<typeof createAgencyPageService>;
