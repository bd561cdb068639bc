import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import type { WriteLimits } from '../../lib/write-limits';
import { createAgenciesRepository } from './agencies.repository';
import { createAgenciesService } from './agencies.service';
import { createAgencyAdvertsRepository } from './agency-adverts.repository';
import { createAgencyAdvertsService } from './agency-adverts.service';
import { createAgencyDashboardRepository } from './agency-dashboard.repository';
import { createAgencyDashboardService } from './agency-dashboard.service';
import { createAgencyInvitationsRepository } from './agency-invitations.repository';
import { createAgencyMembersRepository } from './agency-members.repository';
import { createAgencyMembersService } from './agency-members.service';
import { createAgencyQueueRepository } from './agency-queue.repository';
import { createAgencyVerificationService } from './agency-verification.service';

export interface AgencyParts {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  background: BackgroundTasks;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: { publicUrl: string };
  limits: WriteLimits;
}

/** The agencies' modules, sharing their repositories. */
export function composeAgencies(parts: AgencyParts) {
  const agencies = createAgenciesRepository(parts.db);
  const members = createAgencyMembersRepository(parts.db);
  const invitations = createAgencyInvitationsRepository(parts.db);
  const repos = { agencies, members, invitations };
  const service = createAgenciesService({ ...parts, ...repos });
  return {
    agencies: service,
    members: createAgencyMembersService({ ...parts, ...repos, mineIn: service.mineIn }),
    adverts: createAgencyAdvertsService({
      adverts: createAgencyAdvertsRepository(parts.db),
      members,
    }),
    dashboard: createAgencyDashboardService({
      repo: createAgencyDashboardRepository(parts.db),
      members,
      clock: parts.clock,
      limits: parts.limits,
    }),
    verification: createAgencyVerificationService({
      ...parts,
      agencies,
      queue: createAgencyQueueRepository(parts.db),
    }),
  };
}
