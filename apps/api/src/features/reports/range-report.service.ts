import { reportIntervalFor, type RangeReport, type ReportRangeQuery } from '@estate/contracts';
import type { Db } from '../../db/client';
import { isStaff } from '../../plugins/auth';
import type { UserRow } from '../users';
import {
  countsOf,
  statusCounts,
  timelineOf,
  topAdvertsOf,
  topCitiesWithOther,
} from './range-report.mapper';
import { createRangeReportRepository, type ReportWindow } from './range-report.repository';
import { dayAfter, periodsOf } from './report-periods';

export function createRangeReportService({ db }: { db: Db }) {
  const repo = createRangeReportRepository(db);
  return {
    /** Staff see the marketplace; a customer their adverts, and no user counts. */
    async rangeFor(viewer: UserRow, { from, to }: ReportRangeQuery): Promise<RangeReport> {
      const staff = isStaff(viewer);
      const interval = reportIntervalFor(from, to);
      const w: ReportWindow = {
        start: `${from}T00:00:00Z`,
        end: `${dayAfter(to)}T00:00:00Z`,
        ownerId: staff ? null : viewer.id,
      };
      const [groups, adverts, users, tourRequests, viewed, requested] = await Promise.all([
        repo.advertGroups(w),
        repo.advertsPerDay(w),
        staff ? repo.newUsersPerDay(w) : null,
        repo.tourRequestsPerDay(w),
        repo.mostViewed(w),
        repo.mostRequested(w),
      ]);
      return {
        from,
        to,
        interval,
        scope: staff ? 'MARKETPLACE' : 'OWN',
        advertsByStatus: statusCounts(groups),
        advertsByCategory: countsOf(groups, 'category'),
        advertsByType: countsOf(groups, 'type'),
        advertsByCity: topCitiesWithOther(groups),
        timeline: timelineOf(periodsOf(from, to, interval), interval, {
          adverts,
          users,
          tourRequests,
        }),
        mostViewed: topAdvertsOf(viewed),
        mostRequested: topAdvertsOf(requested),
      };
    },
  };
}

export type RangeReportService = ReturnType<typeof createRangeReportService>;
