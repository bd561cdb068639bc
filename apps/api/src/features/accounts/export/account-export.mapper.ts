import {
  ADVERT_STATUSES,
  CONSENT_DOCUMENT,
  DELETED_USER_NAME,
  type AccountExport,
  type Profile,
} from '@estate/contracts';
import { imageUrls, userPhotoUrls } from '../../../lib/images';
import { lastPublicOf } from '../../../lib/last-public';
import type { FileStorage } from '../../../lib/storage';
import { shortName } from '../../conversations';
import type {
  AdvertRow,
  ContactRow,
  FavoriteRow,
  MessageRow,
  OtherAdvertColumns,
  PictureRow,
  ProfileRow,
  ThreadRow,
  TourRow,
  ValueRow,
} from './account-export.repository';

type Instant = Date | string;
export const iso = (value: Instant) => new Date(value).toISOString();
const isoOrNull = (value: Instant | null) => (value === null ? null : iso(value));

/** Rows grouped by one of their columns, each group in the rows' order. */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The profile, never the password hash (it is not even read). */
export const toExportedProfile = (
  row: ProfileRow,
  storage: FileStorage,
): AccountExport['profile'] => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  email: row.email,
  role: row.role as Profile['role'],
  photo: row.photo_key ? userPhotoUrls(storage, row.photo_key) : null,
  priceDropEmails: row.price_drop_emails,
  language: row.language === 'tr' ? 'tr' : 'en',
  consent:
    row.terms_accepted_at === null
      ? null
      : {
          document: CONSENT_DOCUMENT,
          version: row.terms_version ?? '',
          acceptedAt: iso(row.terms_accepted_at),
        },
  confirmedAt: isoOrNull(row.confirmed_at),
  createAt: iso(row.created_at),
  updateAt: iso(row.updated_at),
});

export function toExportedAdverts(
  adverts: AdvertRow[],
  values: ValueRow[],
  pictures: PictureRow[],
  storage: FileStorage,
): AccountExport['adverts'] {
  const valuesOf = groupBy(values, (v) => v.advert_id);
  const picturesOf = groupBy(pictures, (p) => p.advert_id);
  return adverts.map((a) => ({
    id: a.id,
    slug: a.slug,
    title: a.title,
    description: a.description,
    price: Number(a.price),
    currency: a.currency,
    location: a.location,
    latitude: a.latitude,
    longitude: a.longitude,
    status: ADVERT_STATUSES[a.status] ?? 'PENDING',
    statusReason: a.status_reason,
    isActive: a.is_active,
    viewCount: a.view_count,
    category: a.category,
    advertType: a.advert_type,
    country: a.country,
    city: a.city,
    district: a.district,
    createAt: iso(a.created_at),
    updateAt: iso(a.updated_at),
    values: (valuesOf.get(a.id) ?? []).map((v) => ({ key: v.key, value: v.value })),
    pictures: (picturesOf.get(a.id) ?? []).map((p) => {
      const urls = imageUrls(storage, p.storage_key);
      return {
        name: p.name,
        url: urls.gallery,
        thumbUrl: urls.thumb,
        cardUrl: urls.card,
        featured: p.featured,
        waiting: p.waiting,
        createAt: iso(p.created_at),
      };
    }),
  }));
}

/**
 * Another person's advert as the person may see it: as it is while public, else only as it was
 * last public (docs/product.md#downloading-ones-data); their own adverts as they are.
 */
function advertSeen(title: string, row: OtherAdvertColumns, own: boolean) {
  if (own || row.is_public) return { advertTitle: title, available: true };
  return { advertTitle: lastPublicOf(row.last_public)?.title ?? null, available: false };
}

export const toExportedFavorites = (
  rows: FavoriteRow[],
  userId: number,
): AccountExport['favorites'] =>
  rows.map((f) => ({
    advertId: f.advert_id,
    ...advertSeen(f.title, f, f.user_id === userId),
    savedPrice: f.saved_price === null ? null : Number(f.saved_price),
    createAt: iso(f.created_at),
  }));

const toTour = (r: TourRow) => ({
  id: r.id,
  advertId: r.advert_id,
  ...advertSeen(r.advert_title, r, !r.as_guest),
  tourTime: r.tour_time,
  status: r.status,
  createAt: iso(r.created_at),
});

export const toExportedTours = (rows: TourRow[]): AccountExport['tourRequests'] => ({
  asGuest: rows.filter((r) => r.as_guest).map(toTour),
  asOwner: rows.filter((r) => !r.as_guest).map(toTour),
});

/** The title kept when the thread began was public then; a deleted advert keeps it. */
function threadAdvert(c: ThreadRow) {
  if (c.is_public === null) return { advertTitle: c.advert_title, available: false };
  const seen = advertSeen(c.advert_title, c, c.as_owner);
  return { advertTitle: seen.advertTitle ?? c.advert_title, available: seen.available };
}

/** The person's threads: the other side by short name, or "Deleted user". */
export function toExportedConversations(
  threads: ThreadRow[],
  messages: MessageRow[],
  userId: number,
): AccountExport['conversations'] {
  const messagesOf = groupBy(messages, (m) => m.conversation_id);
  return threads.map((c) => ({
    id: c.id,
    ...threadAdvert(c),
    asOwner: c.as_owner,
    other:
      c.other_first_name === null
        ? DELETED_USER_NAME
        : shortName(c.other_first_name, c.other_last_name ?? ''),
    messages: (messagesOf.get(c.id) ?? []).map((m) => ({
      mine: m.sender_id === userId,
      text: m.body,
      createAt: iso(m.created_at),
      readAt: isoOrNull(m.read_at),
    })),
  }));
}

export const toExportedContactMessages = (rows: ContactRow[]): AccountExport['contactMessages'] =>
  rows.map((m) => ({
    id: m.id,
    firstName: m.first_name,
    lastName: m.last_name,
    email: m.email,
    message: m.message,
    createAt: iso(m.created_at),
    replies: (m.replies ?? []).map((r) => ({ message: r.message, createAt: iso(r.createAt) })),
  }));
