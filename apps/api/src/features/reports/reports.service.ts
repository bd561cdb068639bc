import type { OverviewReport } from '@estate/contracts';
import type { Db } from '../../db/client';
import { isStaff } from '../../plugins/auth';
import type { UserRow } from '../users';
import { createReportsRepository } from './reports.repository';

export function createReportsService({ db }: { db: Db }) {
  const repo = createReportsRepository(db);
  return {
    /** Staff see the whole marketplace, a customer their own figures. */
    overviewFor(viewer: UserRow): Promise<OverviewReport> {
      return isStaff(viewer)
        ? repo.marketplaceOverview(viewer.id)
        : repo.customerOverview(viewer.id);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
