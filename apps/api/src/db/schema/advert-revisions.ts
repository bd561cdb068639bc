import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AdvertForm } from '@estate/contracts';
import { adverts } from './adverts';
import { instant } from './columns';
import { users } from './users';

/** A property value as an advert keeps it: the checked text and the number filtered on. */
export interface RevisionValue {
  keyId: number;
  value: string;
  numberValue: number | null;
}

/**
 * An owner's edit of a live advert, waiting for staff (docs/product.md#revisions): the public keeps
 * seeing the advert's own row until staff approve it. At most one per advert; a rejected one stays
 * (with the reason) until the owner edits again or the advert goes.
 */
export const advertRevisions = pgTable(
  'advert_revisions',
  {
    advertId: integer('advert_id')
      .primaryKey()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    /** The owner's form as checked, applied as it is when staff approve. */
    form: jsonb('form').$type<AdvertForm>().notNull(),
    /** The form's property values as they would be stored. */
    values: jsonb('values').$type<RevisionValue[]>().notNull(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    /** Set when staff turned it down: the owner sees the reason and may edit again. */
    rejectedAt: instant('rejected_at'),
    rejectedReason: text('rejected_reason'),
  },
  // The moderation queue reads the waiting ones oldest first.
  (t) => [
    index('advert_revisions_waiting_idx')
      .on(t.submittedAt, t.advertId)
      .where(sql`rejected_at IS NULL`),
  ],
);
