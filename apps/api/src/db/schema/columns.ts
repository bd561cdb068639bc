import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key used by every table: an identity column the database fills in. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Instants are stored with their zone and exchanged as ISO strings. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
