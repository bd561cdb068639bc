import type { Job } from '../../lib/job';
import type { Search } from '../search';
import { createAlertMatcher } from './alert-matcher';
import { createAlertMatcherRepository } from './alert-matcher.repository';
import { createAlertSender, type AlertSenderDeps } from './alert-sender';
import { createAlertSenderRepository } from './alert-sender.repository';
import type { Db } from '../../db/client';

/** Rounds of the matcher one run may take before leaving the rest to the next run. */
const MAX_MATCH_ROUNDS = 20;

/**
 * The saved-search alerts (docs/product.md#saved-search-alerts): every 15 seconds new public
 * adverts are matched and instant alerts written, so one goes out within a minute; daily
 * digests are looked for every ten minutes. Safe in several processes at once: the queue and
 * the searches are claimed with SKIP LOCKED, and a match is written once.
 */
export function savedSearchJobs(
  deps: Omit<AlertSenderDeps, 'repo'> & { db: Db; search: Pick<Search, 'publicWhere'> },
): Job[] {
  const matcher = createAlertMatcher(
    deps.search.publicWhere,
    createAlertMatcherRepository(deps.db),
  );
  const sender = createAlertSender({ ...deps, repo: createAlertSenderRepository(deps.db) });
  return [
    {
      name: 'match saved searches and send instant alerts',
      everyMs: 15_000,
      run: async () => {
        for (let round = 0; round < MAX_MATCH_ROUNDS; round++)
          if ((await matcher.run()) < matcher.batchSize) break;
        return sender.run('INSTANT');
      },
    },
    {
      name: 'send daily saved-search digests',
      everyMs: 10 * 60_000,
      run: () => sender.run('DAILY'),
    },
  ];
}
