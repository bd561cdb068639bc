import { sql } from 'drizzle-orm';
import type { ImportCounts, ListingProblem } from '@estate/contracts';
import { queryRows, type Db } from '../../db/client';

export interface ImportRunRow {
  id: number;
  source: 'FILE' | 'FEED';
  full_file: boolean;
  status: 'RUNNING' | 'DONE' | 'FAILED';
  total: number;
  done: number;
  counts: Partial<ImportCounts>;
  problems: ListingProblem[];
  failure: string | null;
  started_by_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  finished_at: Date | string | null;
}

/** A run that has not written its progress for this long died with its process. */
const STALE_MINUTES = 10;

/** The SQL of an agency's catalogue runs (docs/catalogue-format.md). */
export function createImportRunsRepository(db: Db) {
  return {
    /** The caller's role in the agency, or undefined outside it. */
    async roleIn(userId: number, agencyId: number) {
      const [row] = await queryRows<{ role: string }>(
        db,
        sql`SELECT role FROM agency_members WHERE user_id = ${userId} AND agency_id = ${agencyId}`,
      );
      return row?.role;
    },

    async siteCurrency(): Promise<string> {
      const [row] = await queryRows<{ currency: string | null }>(
        db,
        sql`SELECT data->>'defaultCurrency' AS currency FROM site_settings WHERE id = 1`,
      );
      return row?.currency ?? 'USD';
    },

    /**
     * A new RUNNING run, unless one of the agency runs: the agency's row is locked meanwhile, so
     * two starts at once cannot both pass. A run silent for 10 minutes is marked failed first.
     */
    async start(
      agencyId: number,
      by: { id: number; name: string } | null,
      run: {
        source: 'FILE' | 'FEED';
        full: boolean;
        total: number;
        counts: ImportCounts;
        problems: ListingProblem[];
      },
    ): Promise<ImportRunRow | undefined> {
      return db.transaction(async (tx) => {
        await queryRows(tx, sql`SELECT id FROM agencies WHERE id = ${agencyId} FOR UPDATE`);
        await tx.execute(
          sql`UPDATE agency_imports SET status = 'FAILED', finished_at = now(),
                failure = 'The server stopped during the import: run it again.'
              WHERE agency_id = ${agencyId} AND status = 'RUNNING'
                AND updated_at < now() - make_interval(mins => ${STALE_MINUTES})`,
        );
        const running = await queryRows(
          tx,
          sql`SELECT 1 FROM agency_imports WHERE agency_id = ${agencyId} AND status = 'RUNNING'`,
        );
        if (running.length) return undefined;
        const [row] = await queryRows<ImportRunRow>(
          tx,
          sql`INSERT INTO agency_imports (agency_id, started_by_user_id, started_by_name, source,
                                          full_file, total, counts, problems)
              VALUES (${agencyId}, ${by?.id ?? null}, ${by?.name ?? null}, ${run.source},
                      ${run.full}, ${run.total}, ${JSON.stringify(run.counts)}::jsonb,
                      ${JSON.stringify(run.problems)}::jsonb)
              RETURNING *`,
        );
        return row;
      });
    },

    async progress(id: number, done: number, problems: ListingProblem[]) {
      await db.execute(
        sql`UPDATE agency_imports SET done = ${done}, updated_at = now(),
              problems = ${JSON.stringify(problems)}::jsonb
            WHERE id = ${id}`,
      );
    },

    async finish(
      id: number,
      outcome: { counts: ImportCounts; problems: ListingProblem[]; failure: string | null },
    ) {
      await db.execute(
        sql`UPDATE agency_imports
            SET status = ${outcome.failure === null ? 'DONE' : 'FAILED'}, failure = ${outcome.failure},
                counts = ${JSON.stringify(outcome.counts)}::jsonb,
                problems = ${JSON.stringify(outcome.problems)}::jsonb,
                done = CASE WHEN ${outcome.failure === null} THEN total ELSE done END,
                finished_at = now(), updated_at = now()
            WHERE id = ${id}`,
      );
    },

    async one(agencyId: number, id: number): Promise<ImportRunRow | undefined> {
      const [row] = await queryRows<ImportRunRow>(
        db,
        sql`SELECT * FROM agency_imports WHERE id = ${id} AND agency_id = ${agencyId}`,
      );
      return row;
    },

    /** The agency's latest runs, newest first. */
    recent: (agencyId: number, limit: number) =>
      queryRows<ImportRunRow>(
        db,
        sql`SELECT * FROM agency_imports WHERE agency_id = ${agencyId}
            ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
      ),
  };
}

export type ImportRunsRepository = ReturnType<typeof createImportRunsRepository>;
