import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { isPublicColumn, lastPublicColumn, type LastPublicJson } from '../../../lib/last-public';
import type { AccountExport } from '@estate/contracts';

type Instant = Date | string;

export interface ProfileRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  role: string;
  confirmed_at: Instant | null;
  price_drop_emails: boolean;
  price_drops_sent_at: Instant | null;
  photo_key: string | null;
  language: string;
  terms_accepted_at: Instant | null;
  terms_version: string | null;
  created_at: Instant;
  updated_at: Instant;
}

/** Another person's advert, seen as it was last public once it is not public any more. */
export interface OtherAdvertColumns {
  is_public: boolean | null;
  last_public: LastPublicJson | string | null;
}

export interface AdvertRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  price: string;
  currency: string;
  location: string;
  latitude: number;
  longitude: number;
  status: number;
  status_reason: string | null;
  is_active: boolean;
  view_count: number;
  category: string;
  advert_type: string;
  country: string;
  city: string;
  district: string;
  created_at: Instant;
  updated_at: Instant;
}

export interface RevisionRow {
  advert_id: number;
  form: AccountExport['advertRevisions'][number]['form'];
  submitted_at: Instant;
  rejected_at: Instant | null;
  rejected_reason: string | null;
}

export interface ValueRow {
  advert_id: number;
  key: string;
  value: string;
}

export interface PictureRow {
  advert_id: number;
  name: string;
  storage_key: string;
  featured: boolean;
  waiting: boolean;
  created_at: Instant;
}

export interface TourRow extends OtherAdvertColumns {
  id: number;
  advert_id: number;
  advert_title: string;
  tour_time: string;
  status: string;
  created_at: Instant;
  as_guest: boolean;
}

export interface FavoriteRow extends OtherAdvertColumns {
  advert_id: number;
  title: string;
  user_id: number;
  saved_price: string | null;
  created_at: Instant;
}

export interface ThreadRow extends OtherAdvertColumns {
  id: number;
  advert_title: string;
  as_owner: boolean;
  other_first_name: string | null;
  other_last_name: string | null;
}

export interface MessageRow {
  conversation_id: number;
  sender_id: number;
  body: string;
  created_at: Instant;
  read_at: Instant | null;
}

export interface ContactRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  message: string;
  created_at: Instant;
  replies: { message: string; createAt: string }[] | null;
}

/**
 * Every read of one person's data (docs/product.md#downloading-ones-data): a fixed number of
 * statements, each one index range of the person's rows, whatever their number of adverts.
 */
export function createAccountExportRepository(db: Db) {
  const rows = <T>(query: SQL) => queryRows<T>(db, query);
  const ownAdverts = (userId: number) => sql`SELECT id FROM adverts WHERE user_id = ${userId}`;
  const ownThreads = (userId: number) =>
    sql`SELECT id FROM conversations WHERE owner_user_id = ${userId}
        UNION ALL SELECT id FROM conversations WHERE guest_user_id = ${userId}`;

  return {
    profile: (userId: number) =>
      rows<ProfileRow>(sql`SELECT id, first_name, last_name, phone, email, role, confirmed_at,
          price_drop_emails, price_drops_sent_at, photo_key, language, terms_accepted_at,
          terms_version, created_at, updated_at
        FROM users WHERE id = ${userId}`),

    adverts: (userId: number) =>
      rows<AdvertRow>(sql`SELECT a.id, a.slug, a.title, a.description, a.price, a.currency,
          a.location, a.latitude, a.longitude, a.status, a.status_reason, a.is_active,
          a.view_count, c.title AS category, t.title AS advert_type, co.name AS country,
          ci.name AS city, d.name AS district, a.created_at, a.updated_at
        FROM adverts a
        JOIN categories c ON c.id = a.category_id
        JOIN advert_types t ON t.id = a.advert_type_id
        JOIN countries co ON co.id = a.country_id
        JOIN cities ci ON ci.id = a.city_id
        JOIN districts d ON d.id = a.district_id
        WHERE a.user_id = ${userId} ORDER BY a.id`),

    values: (userId: number) =>
      rows<ValueRow>(sql`SELECT v.advert_id, k.name AS key, v.value
        FROM property_values v JOIN category_property_keys k ON k.id = v.key_id
        WHERE v.advert_id IN (${ownAdverts(userId)}) ORDER BY v.advert_id, k.seq, k.id`),

    pictures: (userId: number) =>
      rows<PictureRow>(sql`SELECT advert_id, name, storage_key, featured, waiting, created_at
        FROM images WHERE advert_id IN (${ownAdverts(userId)}) ORDER BY advert_id, seq, id`),

    favorites: (userId: number) =>
      rows<FavoriteRow>(
        sql`SELECT f.advert_id, a.title, a.user_id, f.saved_price, f.created_at,
            ${isPublicColumn(sql`a.id`)}, ${lastPublicColumn(sql`a.id`)}
          FROM favorites f JOIN adverts a ON a.id = f.advert_id
          WHERE f.user_id = ${userId} ORDER BY f.id`,
      ),

    tours: (userId: number) =>
      rows<TourRow>(sql`SELECT r.id, r.advert_id, a.title AS advert_title,
          to_char(r.tour_time, 'YYYY-MM-DD"T"HH24:MI') AS tour_time, r.status, r.created_at,
          r.guest_user_id = ${userId} AS as_guest,
          ${isPublicColumn(sql`a.id`)}, ${lastPublicColumn(sql`a.id`)}
        FROM tour_requests r JOIN adverts a ON a.id = r.advert_id
        WHERE r.id IN (SELECT id FROM tour_requests WHERE guest_user_id = ${userId}
                       UNION SELECT id FROM tour_requests WHERE owner_user_id = ${userId})
        ORDER BY r.id`),

    revisions: (userId: number) =>
      rows<RevisionRow>(sql`SELECT advert_id, form, submitted_at, rejected_at, rejected_reason
        FROM advert_revisions WHERE advert_id IN (${ownAdverts(userId)}) ORDER BY advert_id`),

    savedSearches: (userId: number) =>
      rows<{
        id: number;
        name: string;
        filters: Record<string, string>;
        alert: string;
        created_at: Instant;
      }>(
        sql`SELECT id, name, filters, alert, created_at FROM saved_searches
          WHERE user_id = ${userId} ORDER BY id`,
      ),

    agency: (userId: number) =>
      rows<{ name: string; slug: string; role: 'OWNER' | 'AGENT'; joined_at: Instant }>(
        sql`SELECT a.name, a.slug, m.role, m.joined_at FROM agency_members m
          JOIN agencies a ON a.id = m.agency_id WHERE m.user_id = ${userId}`,
      ),

    threads: (userId: number) =>
      rows<ThreadRow>(sql`SELECT c.id, c.advert_title, coalesce(c.owner_user_id = ${userId}, false) AS as_owner,
          u.first_name AS other_first_name, u.last_name AS other_last_name,
          ${isPublicColumn(sql`c.advert_id`)}, ${lastPublicColumn(sql`c.advert_id`)}
        FROM conversations c
        LEFT JOIN users u ON u.id = CASE WHEN c.owner_user_id = ${userId}
          THEN c.guest_user_id ELSE c.owner_user_id END
        WHERE c.id IN (${ownThreads(userId)}) ORDER BY c.id`),

    messages: (userId: number) =>
      rows<MessageRow>(sql`SELECT conversation_id, sender_id, body, created_at, read_at
        FROM conversation_messages WHERE conversation_id IN (${ownThreads(userId)})
        ORDER BY conversation_id, id`),

    /** The messages sent while signed in (docs/product.md#contact-messages), with the replies. */
    contactMessages: (userId: number) =>
      rows<ContactRow>(sql`SELECT m.id, m.first_name, m.last_name, m.email, m.message, m.created_at,
          (SELECT json_agg(json_build_object('message', r.message, 'createAt', r.created_at)
                           ORDER BY r.created_at, r.id)
             FROM contact_message_replies r WHERE r.contact_message_id = m.id) AS replies
        FROM contact_messages m WHERE m.user_id = ${userId} ORDER BY m.id`),

    activity: (userId: number) =>
      rows<{ action: string; log: string; created_at: Instant }>(
        sql`SELECT action, log, created_at FROM activity_logs
          WHERE user_id = ${userId} ORDER BY created_at, id`,
      ),
  };
}

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
