import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, searchWordsVector, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** ADMIN, MANAGER or CUSTOMER. */
    role: text('role').notNull().default('CUSTOMER'),
    /** Set once the e-mail address is confirmed; login is refused before that. */
    confirmedAt: instant('confirmed_at'),
    /** Bumped on password change/reset, role change and deletion: tokens carry it and die with it. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * When the user's last write request succeeded (stamped before its answer leaves): for the
     * cache age after it, their lists are read fresh, so they see their own change at once.
     */
    lastChangeAt: instant('last_change_at'),
    /** The profile's switch for the daily price-drop e-mail (docs/product.md#price-watch). */
    priceDropEmails: boolean('price_drop_emails').notNull().default(true),
    /** The language the person reads the site and their e-mails in (docs/product.md#languages). */
    language: text('language').notNull().default('en'),
    /** When the person agreed to the terms at registration, and to which version (TERMS_VERSION). */
    termsAcceptedAt: instant('terms_accepted_at'),
    termsVersion: text('terms_version'),
    /** When the last price-drop e-mail went out: at most one a day. */
    priceDropsSentAt: instant('price_drops_sent_at'),
    /**
     * Signed into the price-drop e-mails' unsubscribe links; switching them on again changes it
     * (trigger users_price_drops_renew), so an older e-mail's link no longer switches them off.
     */
    priceDropsNonce: integer('price_drops_nonce').notNull().default(0),
    /**
     * The profile photo's storage base (`users/<id>/<random>`, files in lib/images/user-photos),
     * null without one (docs/product.md#profile-photo).
     */
    photoKey: text('photo_key'),
    /** Lower-cased, accent-folded "first last email phone" for the back-office search. */
    searchText: text('search_text').notNull().default(''),
    /**
     * Its words, and the phone's digits from every position (migration 0019's
     * user_phone_suffixes): the Users page's q matches word prefixes (GIN index), like the advert
     * search, and a phone number typed without its country code still finds the person.
     */
    searchVector: searchWordsVector(' || user_phone_suffixes(phone)'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_search_words_idx').using('gin', t.searchVector),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Single-use codes sent by e-mail: registration confirmation links, password-reset codes and the
 * links that confirm a change of e-mail address.
 */
export const userCodes = pgTable(
  'user_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** CONFIRM, RESET, EMAIL, or EMAIL_CANCEL and EMAIL_REVERT (the ways back from a change). */
    purpose: text('purpose').notNull(),
    /**
     * The new address of an EMAIL code (and of its EMAIL_CANCEL); the address an EMAIL_REVERT
     * code puts back.
     */
    email: text('email'),
    /** The account's session version when an EMAIL code was asked for; it must still hold. */
    tokenVersion: integer('token_version'),
    /** SHA-256 of the code: a leaked table does not leak usable codes. */
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_codes_hash_idx').on(t.purpose, t.codeHash),
    index('user_codes_user_idx').on(t.userId, t.purpose),
  ],
);
