import type { Db } from '../../db/client';
import type { Job } from '../../lib/job';
import { pruneThrottles } from '../../lib/throttle';
import { pruneSentMailBodies } from './security-housekeeping.repository';

export { MAIL_BODY_RETENTION_DAYS, PRUNED_MAIL_TEXT } from './security-housekeeping.repository';

/**
 * The housekeeping of the security controls, for jobs.ts to start beside the others. Each job
 * is idempotent SQL, safe in several processes at once.
 */
export function securityHousekeepingJobs(db: Db): Job[] {
  return [
    { name: 'prune sent mail bodies', everyMs: 60 * 60_000, run: () => pruneSentMailBodies(db) },
    { name: 'prune login throttles', everyMs: 10 * 60_000, run: () => pruneThrottles(db) },
  ];
}
