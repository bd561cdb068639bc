import { z } from 'zod';
import { listingProblemSchema } from './listing-import';

/**
 * Running an agency's catalogue file (docs/catalogue-format.md): a dry run answers at once; an
 * import runs in the background, one at a time per agency, with its progress and a report.
 */
export const IMPORT_RUN_MESSAGES = {
  noFile: 'Choose a CSV or JSON file of your listings.',
  oneFile: 'Send one file at a time.',
  running: 'An import of your agency is still running: wait for it to finish.',
  missing: 'This import does not exist.',
  notUtf8: 'The file is not UTF-8 text.',
} as const;

/** How many listings the answer of a dry run lists refusals for; the report has them all. */
export const DRY_RUN_PROBLEMS_SHOWN = 200;

export const importCountsSchema = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** Active adverts a full file leaves out: deactivated by the import, never deleted. */
  missing: z.number().int(),
  /** Listings refused by a check: left as they were. */
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** POST /agencies/{id}/imports query: `dryRun` checks only; `full` deactivates the missing. */
export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  full: z
    .enum(['true', 'false'], { error: 'full must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

export const importUploadSchema = z.object({
  file: z.string().meta({
    format: 'binary',
    description: 'The catalogue: CSV with a header row, or JSON; UTF-8, at most 5 MB.',
  }),
});

/** The dry run's answer: what the import would do, and the first refusals. */
export const dryRunSchema = z.object({
  counts: importCountsSchema,
  problems: z.array(listingProblemSchema),
  /** Refusals beyond those listed. */
  moreProblems: z.number().int(),
  ignoredFields: z.array(z.string()),
});
export type DryRun = z.infer<typeof dryRunSchema>;

export const IMPORT_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;

export const importRunSchema = z.object({
  id: z.number().int(),
  source: z.enum(['FILE', 'FEED']),
  full: z.boolean(),
  status: z.enum(IMPORT_STATUSES),
  /** Listings to write (new and changed) and missing ones to deactivate; `done` of them so far. */
  total: z.number().int(),
  done: z.number().int(),
  counts: importCountsSchema,
  problems: z.number().int(),
  /** Why a run stopped before its end; null otherwise. */
  failure: z.string().nullable(),
  startedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;
export const importRunsSchema = z.object({ runs: z.array(importRunSchema) });

export const importParamsSchema = z.object({
  id: z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647),
  importId: z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647),
});

/** An agency's catalogue feed, imported daily (docs/catalogue-format.md). */
export const FEED_MESSAGES = {
  url: 'Enter the feed’s http or https address.',
} as const;

/** PUT /agencies/{id}/feed: the feed's address, or null to stop it. */
export const feedFormSchema = z.strictObject({
  url: z
    .string({ error: FEED_MESSAGES.url })
    .trim()
    .max(2_000, FEED_MESSAGES.url)
    .regex(/^https?:\/\/\S+$/i, FEED_MESSAGES.url)
    .nullable(),
});
export type FeedForm = z.infer<typeof feedFormSchema>;

export const feedSchema = z.object({
  url: z.string().nullable(),
  /** When the daily job last asked the feed. */
  checkedAt: z.string().nullable(),
  /** Why its last run failed, or null. */
  failure: z.string().nullable(),
});
export type Feed = z.infer<typeof feedSchema>;
