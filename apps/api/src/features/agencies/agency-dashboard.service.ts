import type { AgencyDashboard, AgentFigures } from '@estate/contracts';
import { LISTING_FILE_LIMITS } from '@estate/contracts';
import Papa from 'papaparse';
import type { Clock } from '../../lib/clock';
import { replyTimeOf, replyWindowStart } from '../../lib/reply-time';
import type { WriteLimits } from '../../lib/write-limits';
import { shortName } from '../conversations';
import { membershipIn } from './agency-access';
import type { AgencyDashboardRepository, AgentFiguresRow } from './agency-dashboard.repository';
import type { AgencyMembersRepository } from './agency-members.repository';

export interface AgencyDashboardDeps {
  repo: AgencyDashboardRepository;
  members: AgencyMembersRepository;
  clock: Clock;
  limits: Pick<WriteLimits, 'advertCreate' | 'agencyImport'>;
}

/** How many enquiries and tours the owner's lists show. */
const LATEST = 10;

const toFigures = (row: AgentFiguresRow): AgentFigures => ({
  userId: row.user_id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  role: row.role,
  adverts: row.adverts,
  liveAdverts: row.live_adverts,
  views: row.views,
  enquiries: row.enquiries,
  unanswered: row.unanswered,
  tours: row.tours,
  upcomingTours: row.upcoming_tours,
  replyTime: replyTimeOf(row.answered, row.median_reply === null ? null : Number(row.median_reply)),
});

const nameOf = (first: string | null, last: string | null) =>
  first === null ? '' : shortName(first, last ?? '');

/**
 * The agency's dashboard (docs/product.md#agency-dashboard): figures per agent over the agency's
 * adverts, the owner's view of every agent with the latest enquiries and the next tours, an
 * agent's of their own row; its limits; the figures as CSV. Outsiders get 404.
 */
export function createAgencyDashboardService({
  repo,
  members,
  clock,
  limits,
}: AgencyDashboardDeps) {
  async function dashboard(userId: number, agencyId: number): Promise<AgencyDashboard> {
    const { role } = await membershipIn(members, userId, agencyId);
    const owner = role === 'OWNER';
    const now = clock.now();
    const [rows, enquiries, tours, importsToday] = await Promise.all([
      repo.agents(agencyId, replyWindowStart(now)),
      owner ? repo.enquiries(agencyId, LATEST) : Promise.resolve([]),
      owner ? repo.tours(agencyId, LATEST) : Promise.resolve([]),
      repo.importsSince(agencyId, new Date(now.getTime() - 86_400_000)),
    ]);
    return {
      agents: rows.filter((row) => owner || row.user_id === userId).map(toFigures),
      enquiries: enquiries.map((e) => ({
        advertTitle: e.advert_title,
        advertSlug: e.advert_slug,
        agent: nameOf(e.agent_first, e.agent_last),
        guest: nameOf(e.guest_first, e.guest_last),
        lastMessageAt: new Date(e.last_message_at).toISOString(),
        answered: e.answered,
      })),
      tours: tours.map((tour) => ({
        advertTitle: tour.advert_title,
        advertSlug: tour.advert_slug,
        agent: nameOf(tour.agent_first, tour.agent_last),
        guest: nameOf(tour.guest_first, tour.guest_last),
        tourTime: tour.tour_time,
        status: tour.status,
      })),
      limits: {
        advertsPerHourPerMember: limits.advertCreate.perAccount,
        importsPerDay: limits.agencyImport.perAccount,
        importsToday,
        listingsPerFile: LISTING_FILE_LIMITS.rows,
      },
    };
  }

  return {
    dashboard,

    /** The figures the caller sees, one agent a line. */
    async csv(userId: number, agencyId: number): Promise<string> {
      const { agents } = await dashboard(userId, agencyId);
      return Papa.unparse(
        agents.map((a) => ({
          Agent: a.name,
          Role: a.role,
          Adverts: a.adverts,
          'Live adverts': a.liveAdverts,
          Views: a.views,
          Enquiries: a.enquiries,
          Unanswered: a.unanswered,
          Tours: a.tours,
          'Upcoming tours': a.upcomingTours,
          'Reply time': a.replyTime ?? '',
        })),
      );
    },
  };
}

export type AgencyDashboardService = ReturnType<typeof createAgencyDashboardService>;
