import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { createdAt, id, instant, updatedAt } from './columns';
import { users } from './users';

/**
 * One run of an agency's catalogue file or feed (docs/catalogue-format.md): its progress while
 * it runs in the background, then its counts and the report's lines.
 */
export const agencyImports = pgTable(
  'agency_imports',
  {
    id: id(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    startedByUserId: integer('started_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    startedByName: text('started_by_name'),
    /** FILE (uploaded) or FEED (fetched by the daily job). */
    source: text('source').notNull(),
    fullFile: boolean('full_file').notNull(),
    /** RUNNING, DONE or FAILED. */
    status: text('status').notNull().default('RUNNING'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    counts: jsonb('counts').notNull().default({}),
    problems: jsonb('problems').notNull().default([]),
    failure: text('failure'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('agency_imports_agency_idx').on(t.agencyId, sql`${t.createdAt} DESC`),
    check('agency_imports_source_ck', sql`${t.source} IN ('FILE', 'FEED')`),
    check('agency_imports_status_ck', sql`${t.status} IN ('RUNNING', 'DONE', 'FAILED')`),
  ],
);
