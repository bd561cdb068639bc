import type { ImportCounts, ListingProblem } from '@estate/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { FetchedPictures, ListingWrites } from '../adverts';
import { fetchPictures } from './fetch-pictures';
import type { UserRow } from '../users';
import { fingerprintOf, planCounts, planImport, type ImportPlan } from './import-plan';
import { readSiteCatalog } from './listing-catalog.repository';
import { readListingFile } from './listing-file';
import { matchListings, toAdvertForm, type MatchedListing } from './listing-match';
import { checkListings } from './listing-rows';
import type { ImportRunsRepository } from './import-runs.repository';

/** A file read, checked, matched and compared with the agency's adverts: what a run would do. */
export interface PreparedImport {
  plan: ImportPlan;
  counts: ImportCounts;
  problems: ListingProblem[];
  ignoredFields: string[];
}

/** Progress is written every this many listings: a bar that moves, without a write per row. */
const PROGRESS_EVERY = 25;

const idOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * The dry run, and the first step of a run (docs/catalogue-format.md): a file that cannot be read
 * is a 400; every refused field of a listing is a report line, and that listing is left as it is.
 */
export async function prepareImport(
  db: Executor,
  listings: Pick<ListingWrites, 'listed'>,
  input: { agencyId: number; text: string; full: boolean; siteCurrency: string },
): Promise<PreparedImport> {
  const raws = readListingFile(input.text);
  const checked = checkListings(raws);
  const catalog = await readSiteCatalog(db, input.siteCurrency);
  const { matched, problems: unmatched } = matchListings(checked.listings, catalog);
  const kept = await listings.listed(input.agencyId);
  const listedIds = new Set(raws.map((raw) => idOf(raw.fields.ListingId)).filter(Boolean));
  const plan = planImport(matched, kept, { full: input.full, listedIds });
  const problems = [...checked.problems, ...unmatched].sort((a, b) => a.line - b.line);
  const refused = new Set(problems.map((p) => p.line)).size;
  return {
    plan,
    counts: { ...planCounts(plan), refused },
    problems,
    ignoredFields: checked.ignoredFields,
  };
}

/** The listing's refusal by the advert's own rules, as a report line; anything else stops the run. */
function refusalOf(listing: MatchedListing, error: unknown): ListingProblem {
  if (!(error instanceof AppError) || error.status >= 500) throw error;
  const [field, message] = Object.entries(error.validations ?? {})[0] ?? [null, error.message];
  return { line: listing.line, listingId: listing.listingId, field, message };
}

export interface ImportJobDeps {
  listings: ListingWrites;
  runs: ImportRunsRepository;
  pictures: FetchedPictures;
  /** One picture's bytes, fetched within the import's limits (picture-fetch.ts). */
  fetchPicture: (url: string) => Promise<Buffer>;
}

/**
 * Fetches `urls` (4 at once) and adds those that arrive to the advert; every address refused,
 * here or by the upload's checks, is a report line of the listing.
 */
async function addPictures(
  deps: ImportJobDeps,
  agent: UserRow,
  advertId: number,
  listing: MatchedListing,
  urls: string[],
) {
  if (!urls.length) return [];
  const fetched = await fetchPictures(urls, deps.fetchPicture);
  const arrived = urls.flatMap((url) => {
    const got = fetched.get(url);
    return Buffer.isBuffer(got) ? [{ url, bytes: got }] : [];
  });
  const failed = urls.flatMap((url) => {
    const got = fetched.get(url);
    return got instanceof Error ? [{ url, message: got.message }] : [];
  });
  const refused = [...failed, ...(await deps.pictures.add(agent, advertId, arrived))];
  return refused.map((r): ListingProblem => ({
    line: listing.line,
    listingId: listing.listingId,
    field: 'Media',
    message: `${r.url}: ${r.message}`,
  }));
}

/**
 * Writes a prepared plan as the agency's adverts, `agent` answering for the new ones; its progress
 * and report lines are kept as it goes. A listing the advert rules refuse is a report line; the
 * run goes on.
 */
export async function runImportJob(
  deps: ImportJobDeps,
  job: { runId: number; agencyId: number; agent: UserRow; prepared: PreparedImport },
) {
  const { listings, runs } = deps;
  const { runId, agencyId, agent, prepared } = job;
  const counts = { ...prepared.counts };
  const problems = [...prepared.problems];
  let done = 0;
  const step = async (
    listing: MatchedListing,
    counted: 'new' | 'changed',
    write: () => Promise<ListingProblem[]>,
  ) => {
    try {
      problems.push(...(await write()));
    } catch (error) {
      problems.push(refusalOf(listing, error));
      counts[counted]--;
      counts.refused++;
    }
    if (++done % PROGRESS_EVERY === 0) await runs.progress(runId, done, problems);
  };
  try {
    for (const listing of prepared.plan.create)
      await step(listing, 'new', async () => {
        const { listingId } = listing;
        const fingerprint = fingerprintOf(listing);
        const form = toAdvertForm(listing);
        const advertId = await listings.create(agent, agencyId, form, { listingId, fingerprint });
        return addPictures(deps, agent, advertId, listing, listing.pictures);
      });
    for (const { listing, advertId, fetch, drop } of prepared.plan.change)
      await step(listing, 'changed', async () => {
        const form = toAdvertForm(listing);
        await listings.change(agent, agencyId, advertId, form, fingerprintOf(listing));
        await deps.pictures.drop(advertId, drop);
        return addPictures(deps, agent, advertId, listing, fetch);
      });
    await listings.deactivate(
      agencyId,
      prepared.plan.deactivate.map((kept) => kept.advertId),
    );
    await runs.finish(runId, { counts, problems, failure: null });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    await runs.finish(runId, {
      counts,
      problems,
      failure: `The import stopped after ${done} listings: ${why}`,
    });
    throw error;
  }
}
