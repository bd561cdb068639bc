import { sitePaths, type ListingProblem } from '@estate/contracts';
import type { Db } from '../../db/client';
import { asLanguage, mailText } from '../../i18n';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { UserRow } from '../users';
import type { FeedRow, FeedsRepository } from './feeds.repository';
import { prepareImport, runImportJob, type ImportJobDeps } from './import-job';
import { fetchRemote, RemoteFetchError, type RemoteLimits } from './remote-fetch';

/** A feed is asked again once this long has passed since its last answer. */
export const FEED_EVERY_MS = 23 * 60 * 60_000;
/** A feed as large as an uploaded file, 30 s to arrive, three redirects. */
export const FEED_FETCH_LIMITS: Omit<RemoteLimits, 'allowedHosts'> = {
  maxBytes: 5 * 2 ** 20,
  timeoutMs: 30_000,
  maxRedirects: 3,
};

export interface FeedSyncDeps {
  db: Db;
  feeds: FeedsRepository;
  job: ImportJobDeps;
  findUser: (id: number) => Promise<UserRow | undefined>;
  siteCurrency: () => Promise<string>;
  mailer: Pick<Mailer, 'send'>;
  limits: RemoteLimits;
  publicUrl: string;
}

const NO_OWNER = 'The agency has no owner.';

/** The mail to the owner when their feed's daily run failed, in their language. */
function feedFailedMail(owner: UserRow, agency: string, failure: string, publicUrl: string) {
  const t = mailText(asLanguage(owner.language));
  const link = `${publicUrl}${sitePaths.dashboard.myAgency()}`;
  return {
    to: owner.email,
    subject: t('agencyFeedFailed.subject', { agency }),
    text:
      `${t('hello', { name: owner.firstName })}\n\n${t('agencyFeedFailed.body')}\n${failure}\n\n` +
      `${t('agencyFeedFailed.after', { link })}\n`,
  };
}

/** Why a run of the feed could not start: the fetch's sentence, or the file's own refusal. */
const failureOf = (error: unknown) =>
  error instanceof RemoteFetchError || (error instanceof AppError && error.status < 500)
    ? error.message
    : undefined;

/**
 * One agency's feed (docs/catalogue-format.md): asked with its last validators; a changed answer
 * is imported as a full catalogue, its owner answering for new adverts. A fetch or file that
 * fails is kept on the agency and mailed to the owner; the adverts stay as they were.
 */
export async function syncFeed(deps: FeedSyncDeps, row: FeedRow): Promise<void> {
  const owner = row.owner_id === null ? undefined : await deps.findUser(row.owner_id);
  try {
    if (!owner) throw new RemoteFetchError(NO_OWNER);
    const since = {
      etag: row.feed_etag ?? undefined,
      lastModified: row.feed_last_modified ?? undefined,
    };
    const answer = await fetchRemote(row.feed_url!, deps.limits, 'feed', since);
    if (answer.notModified) return await deps.feeds.checked(row.agency_id, { failure: null });
    const text = new TextDecoder().decode(answer.bytes);
    const input = {
      agencyId: row.agency_id,
      text,
      full: true,
      siteCurrency: await deps.siteCurrency(),
    };
    const prepared = await prepareImport(deps.db, deps.job.listings, input);
    const { plan } = prepared;
    const total = plan.create.length + plan.change.length + plan.deactivate.length;
    const by = { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim() };
    const problems: ListingProblem[] = prepared.problems;
    const run = await deps.job.runs.start(row.agency_id, by, {
      source: 'FEED',
      full: true,
      total,
      counts: prepared.counts,
      problems,
    });
    // A run of an upload still going: the feed waits for the next hour's try.
    if (!run) return;
    await runImportJob(deps.job, {
      runId: run.id,
      agencyId: row.agency_id,
      agent: owner,
      prepared,
    });
    await deps.feeds.checked(row.agency_id, {
      etag: answer.etag ?? null,
      lastModified: answer.lastModified ?? null,
      failure: null,
    });
  } catch (error) {
    const failure = failureOf(error);
    if (failure === undefined) throw error;
    await deps.feeds.checked(row.agency_id, { failure });
    if (owner) await deps.mailer.send(feedFailedMail(owner, row.name, failure, deps.publicUrl));
  }
}

/** The feeds due now, one after another; answers how many were asked. */
export async function syncDueFeeds(deps: FeedSyncDeps, now: Date): Promise<number> {
  const due = await deps.feeds.due(new Date(now.getTime() - FEED_EVERY_MS), 20);
  for (const row of due) await syncFeed(deps, row);
  return due.length;
}
