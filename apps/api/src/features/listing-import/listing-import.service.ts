import {
  DRY_RUN_PROBLEMS_SHOWN,
  IMPORT_RUN_MESSAGES as M,
  type DryRun,
  type ImportCounts,
  type ImportRun,
  type Language,
} from '@estate/contracts';
import Papa from 'papaparse';
import { translateMessage } from '../../i18n';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { FetchedPictures, ListingWrites } from '../adverts';
import { fetchPicture, PICTURE_FETCH_LIMITS } from './picture-fetch';
import type { UserRow, UsersRepository } from '../users';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { prepareImport, runImportJob } from './import-job';
import { createFeedControls } from './feed-controls';
import { createImportRunsRepository, type ImportRunRow } from './import-runs.repository';

export interface ListingImportDeps {
  db: Db;
  listings: ListingWrites;
  pictures: FetchedPictures;
  background: BackgroundTasks;
  /** `host:port` pairs fetched although private or local (IMPORT_ALLOWED_HOSTS). */
  allowedHosts: ReadonlySet<string>;
  /** The daily feeds: their owners, the failure mail, and when now is. */
  users: Pick<UsersRepository, 'findById'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  publicUrl: string;
}

const AGENCY_MISSING = 'This agency does not exist.';
const OWNER_ONLY = "Only the agency's owner can do this.";
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const ZERO: ImportCounts = { new: 0, changed: 0, unchanged: 0, missing: 0, refused: 0 };

export const toImportRun = (row: ImportRunRow): ImportRun => ({
  id: row.id,
  source: row.source,
  full: row.full_file,
  status: row.status,
  total: row.total,
  done: row.done,
  counts: { ...ZERO, ...row.counts },
  problems: row.problems.length,
  failure: row.failure,
  startedBy: row.started_by_name,
  createdAt: iso(row.created_at)!,
  finishedAt: iso(row.finished_at),
});

/** The file's bytes as text: UTF-8 only, a byte-order mark allowed. */
function textOf(file: Buffer): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(file);
  if (text.includes('\uFFFD')) throw badRequest(M.notUtf8, { file: M.notUtf8 });
  return text;
}

/**
 * An agency owner's catalogue file (docs/catalogue-format.md): a dry run answers what an import
 * would do; an import runs in the background, one per agency at a time, and keeps its report.
 * Another agency answers 404, an agent 403.
 */
export function createListingImportService(deps: ListingImportDeps) {
  const { db, listings, background } = deps;
  const runs = createImportRunsRepository(db);
  const limits = { ...PICTURE_FETCH_LIMITS, allowedHosts: deps.allowedHosts };
  const jobDeps = {
    listings,
    runs,
    pictures: deps.pictures,
    fetchPicture: (url: string) => fetchPicture(url, limits),
  };

  async function mustOwn(userId: number, agencyId: number) {
    const role = await runs.roleIn(userId, agencyId);
    if (!role) throw notFound(AGENCY_MISSING);
    if (role !== 'OWNER') throw forbidden(OWNER_ONLY);
  }

  async function prepare(agencyId: number, file: Buffer, full: boolean) {
    const siteCurrency = await runs.siteCurrency();
    return prepareImport(db, listings, { agencyId, text: textOf(file), full, siteCurrency });
  }

  return {
    ...createFeedControls({ ...deps, job: jobDeps, runs, mustOwn }),

    /** What an import would do; report lines in the reader's language. */
    async dryRun(
      owner: UserRow,
      agencyId: number,
      upload: { file: Buffer; full: boolean; language: Language },
    ): Promise<DryRun> {
      await mustOwn(owner.id, agencyId);
      const { counts, problems, ignoredFields } = await prepare(agencyId, upload.file, upload.full);
      const shown = problems
        .slice(0, DRY_RUN_PROBLEMS_SHOWN)
        .map((p) => ({ ...p, message: translateMessage(p.message, upload.language) }));
      return {
        counts,
        problems: shown,
        moreProblems: problems.length - shown.length,
        ignoredFields,
      };
    },

    /** Starts the run and answers it at once; its progress is read from `run`. */
    async start(owner: UserRow, agencyId: number, file: Buffer, full: boolean): Promise<ImportRun> {
      await mustOwn(owner.id, agencyId);
      const prepared = await prepare(agencyId, file, full);
      const { plan } = prepared;
      const total = plan.create.length + plan.change.length + plan.deactivate.length;
      const by = { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim() };
      const row = await runs.start(agencyId, by, {
        source: 'FILE',
        full,
        total,
        counts: prepared.counts,
        problems: prepared.problems,
      });
      if (!row) throw conflict(M.running);
      background.run('listing import', () =>
        runImportJob(jobDeps, { runId: row.id, agencyId, agent: owner, prepared }),
      );
      return toImportRun(row);
    },

    async run(userId: number, agencyId: number, id: number): Promise<ImportRun> {
      await mustOwn(userId, agencyId);
      const row = await runs.one(agencyId, id);
      if (!row) throw notFound(M.missing);
      return toImportRun(row);
    },

    async recent(userId: number, agencyId: number) {
      await mustOwn(userId, agencyId);
      return { runs: (await runs.recent(agencyId, 10)).map(toImportRun) };
    },

    /** The run's report as CSV: its counts, then one line per refused field. */
    async report(
      userId: number,
      agencyId: number,
      id: number,
      language: Language,
    ): Promise<string> {
      const run = await this.run(userId, agencyId, id);
      const row = (await runs.one(agencyId, id))!;
      const head = Object.entries(run.counts).map(([what, n]) => ['', '', what, String(n)]);
      const lines = row.problems.map((p) => [
        String(p.line),
        p.listingId ?? '',
        p.field ?? '',
        translateMessage(p.message, language),
      ]);
      return Papa.unparse({
        fields: ['Line', 'ListingId', 'Field', 'Message'],
        data: [...head, ...lines],
      });
    },
  };
}

export type ListingImportService = ReturnType<typeof createListingImportService>;
