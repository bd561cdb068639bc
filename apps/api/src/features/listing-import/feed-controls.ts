import type { Feed } from '@estate/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { UsersRepository } from '../users';
import { FEED_FETCH_LIMITS, syncDueFeeds, type FeedSyncDeps } from './feed-sync';
import { createFeedsRepository } from './feeds.repository';
import type { ImportJobDeps } from './import-job';
import type { ImportRunsRepository } from './import-runs.repository';

export interface FeedControlsDeps {
  db: Db;
  job: ImportJobDeps;
  runs: ImportRunsRepository;
  users: Pick<UsersRepository, 'findById'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  allowedHosts: ReadonlySet<string>;
  publicUrl: string;
  /** 404 for another agency, 403 for an agent. */
  mustOwn(userId: number, agencyId: number): Promise<void>;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** An agency's feed (docs/catalogue-format.md): the owner sets it; the hourly job runs the due. */
export function createFeedControls(deps: FeedControlsDeps) {
  const feeds = createFeedsRepository(deps.db);
  const sync: FeedSyncDeps = {
    db: deps.db,
    feeds,
    job: deps.job,
    findUser: (id) => deps.users.findById(id),
    siteCurrency: () => deps.runs.siteCurrency(),
    mailer: deps.mailer,
    limits: { ...FEED_FETCH_LIMITS, allowedHosts: deps.allowedHosts },
    publicUrl: deps.publicUrl,
  };
  const feedOf = async (agencyId: number): Promise<Feed> => {
    const row = (await feeds.of(agencyId))!;
    return { url: row.feed_url, checkedAt: iso(row.feed_checked_at), failure: row.feed_failure };
  };

  return {
    async feed(userId: number, agencyId: number): Promise<Feed> {
      await deps.mustOwn(userId, agencyId);
      return feedOf(agencyId);
    },

    /** A new address is asked at the next hourly round; null stops the feed. */
    async setFeed(userId: number, agencyId: number, url: string | null): Promise<Feed> {
      await deps.mustOwn(userId, agencyId);
      await feeds.setUrl(agencyId, url);
      return feedOf(agencyId);
    },

    /** The scheduled job: every feed not asked for 23 hours. */
    syncDueFeeds: () => syncDueFeeds(sync, deps.clock.now()),
  };
}
