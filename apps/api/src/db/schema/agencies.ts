import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';
import { cities, countries, districts } from './locations';
import { users } from './users';

/**
 * An estate agency, a kind of advertiser (docs/product.md#agencies). Staff verify it; until then
 * it works without the "verified" badge. Closed when its last member leaves: the row stays, so its
 * slug and (later) its adverts keep their agency.
 */
export const agencies = pgTable(
  'agencies',
  {
    id: id(),
    /** The public page's address, `/agency/{slug}`; fixed when the agency is made. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    licenceNumber: text('licence_number').notNull(),
    /** E.164, as libphonenumber-js writes it. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The logo's storage base (`agencies/<id>/<random>`), as a profile photo's; null without one. */
    logoKey: text('logo_key'),
    /** PENDING, VERIFIED or REFUSED. */
    status: text('status').notNull().default('PENDING'),
    statusReason: text('status_reason'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedAt: instant('decided_at'),
    closedAt: instant('closed_at'),
    /** The catalogue feed the daily job imports, with its last answer's validators. */
    feedUrl: text('feed_url'),
    feedEtag: text('feed_etag'),
    feedLastModified: text('feed_last_modified'),
    feedCheckedAt: instant('feed_checked_at'),
    /** Why the last daily run failed, or null. */
    feedFailure: text('feed_failure'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agencies_slug_uq').on(t.slug),
    index('agencies_queue_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.closedAt} IS NULL`),
    check('agencies_status_ck', sql`${t.status} IN ('PENDING', 'VERIFIED', 'REFUSED')`),
    check(
      'agencies_point_ck',
      sql`${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180`,
    ),
  ],
);

/** A person's place in an agency: one agency per person (the unique user), OWNER or AGENT. */
export const agencyMembers = pgTable(
  'agency_members',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: instant('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agency_members_user_uq').on(t.userId),
    index('agency_members_agency_idx').on(t.agencyId),
    // One owner per agency (the database keeps it while ownership is handed on).
    uniqueIndex('agency_members_owner_uq')
      .on(t.agencyId)
      .where(sql`${t.role} = 'OWNER'`),
    check('agency_members_role_ck', sql`${t.role} IN ('OWNER', 'AGENT')`),
  ],
);

/**
 * An e-mailed invitation to join as AGENT: only the token's SHA-256 is kept. Open while neither
 * accepted nor revoked and before it expires; one open invitation per agency and address.
 */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: id(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    invitedByName: text('invited_by_name').notNull(),
    createdAt: createdAt(),
    acceptedAt: instant('accepted_at'),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('agency_invitations_token_uq').on(t.tokenHash),
    uniqueIndex('agency_invitations_open_uq')
      .on(t.agencyId, t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);
