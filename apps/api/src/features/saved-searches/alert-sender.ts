import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { imageUrls } from '../../lib/images/advert-images';
import type { Mailer } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import { PUBLIC_ADVERT } from '../adverts';
import { alertMail, type AlertAdvert } from './alert-mail';
import { unsubscribeToken } from './unsubscribe-token';
import { asLanguage } from '../../i18n';
import type { Language } from '@estate/contracts';
import { nameIn } from '../catalog-names';

/** Searches one transaction of the sender writes e-mails for. */
const SEARCHES_PER_BATCH = 50;
/** Batches one run may write, so a run ends (the next one goes on). */
const MAX_BATCHES = 40;
const DAY_MS = 24 * 60 * 60 * 1000;
/** What one deliverDue() hands to the SMTP server at most (lib/mail/outbox-delivery.ts). */
const OUTBOX_BATCH = 20;
const MAX_DELIVERY_ROUNDS = 100;

export type AlertKind = 'INSTANT' | 'DAILY';

export interface AlertSenderDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  storage: FileStorage;
  settings: { publicUrl: string; secret: string };
}

interface DueSearch {
  id: number;
  name: string;
  filters: Record<string, string>;
  email: string;
  first_name: string;
  /** The person's kept language: the alert is written in it (docs/product.md#languages). */
  language: string;
  /** Signed into the unsubscribe link (unsubscribe-token.ts). */
  alert_nonce: number;
}

interface HitAdvert {
  saved_search_id: number;
  title: string;
  slug: string;
  price: string;
  currency: string;
  place: string;
  image_key: string | null;
  category_title: string;
  category_title_tr: string | null;
  type_title: string;
  type_title_tr: string | null;
}

/** Category and type in the recipient's language (docs/product.md#the-sites-own-words). */
const kindIn = (language: Language, row: HitAdvert) =>
  `${nameIn(language, row.category_title, row.category_title_tr)} · ${nameIn(language, row.type_title, row.type_title_tr)}`;

const toAlertAdvert = (
  row: HitAdvert,
  language: Language,
  pictureUrl: string | null,
): AlertAdvert => ({
  title: row.title,
  kind: kindIn(language, row),
  slug: row.slug,
  price: Number(row.price),
  currency: row.currency,
  place: row.place,
  pictureUrl,
});

const rows = <T>(tx: Tx, query: SQL) => queryRows<T>(tx as unknown as Db, query);

/**
 * Writes the alert e-mails of saved searches with unsent matches (docs/decisions/0037-saved-search-alerts.md).
 * One transaction claims a batch of due searches (FOR UPDATE SKIP LOCKED: each by one process),
 * marks their matches sent and writes the e-mails to the outbox, so an e-mail is written once and
 * retried by the outbox; adverts no longer public by then are left out.
 */
export function createAlertSender({ db, mailer, clock, storage, settings }: AlertSenderDeps) {
  const pictureOf = (key: string | null) => {
    if (!key) return null;
    const url = imageUrls(storage, key).card;
    return url.startsWith('/') ? `${settings.publicUrl}${url}` : url;
  };

  const dueSearches = (tx: Tx, kind: AlertKind, now: Date) => {
    const due =
      kind === 'DAILY'
        ? sql`coalesce(s.last_sent_at, s.created_at) <= ${new Date(now.getTime() - DAY_MS)}`
        : sql`true`;
    return rows<DueSearch>(
      tx,
      sql`SELECT s.id, s.name, s.filters, s.alert_nonce, u.email, u.first_name, u.language
          FROM saved_searches s JOIN users u ON u.id = s.user_id
          WHERE s.alert = ${kind} AND ${due}
            AND EXISTS (SELECT 1 FROM saved_search_hits h
                        WHERE h.saved_search_id = s.id AND h.sent_at IS NULL)
          ORDER BY s.id LIMIT ${SEARCHES_PER_BATCH}
          FOR UPDATE OF s SKIP LOCKED`,
    );
  };

  /** Marks the searches' unsent matches sent and answers those still public, newest first. */
  const takeHits = (tx: Tx, ids: number[], now: Date) =>
    rows<HitAdvert>(
      tx,
      sql`WITH taken AS (
            UPDATE saved_search_hits SET sent_at = ${now}
            WHERE saved_search_id = ANY(${`{${ids.join(',')}}`}::integer[]) AND sent_at IS NULL
            RETURNING saved_search_id, advert_id, created_at)
          SELECT t.saved_search_id, a.title, a.slug, a.price, a.currency,
                 d.name || ', ' || ci.name AS place,
                 c.title AS category_title, c.title_tr AS category_title_tr,
                 ty.title AS type_title, ty.title_tr AS type_title_tr,
                 (SELECT img.storage_key FROM images img
                  WHERE img.advert_id = a.id AND img.featured) AS image_key
          FROM taken t
          JOIN adverts a ON a.id = t.advert_id
          JOIN categories c ON c.id = a.category_id
          JOIN advert_types ty ON ty.id = a.advert_type_id
          JOIN cities ci ON ci.id = a.city_id
          JOIN districts d ON d.id = a.district_id
          WHERE ${PUBLIC_ADVERT}
          ORDER BY t.created_at DESC, a.id DESC`,
    );

  /** One batch in one transaction; answers how many searches it claimed and how many e-mails it wrote. */
  const sendBatch = (kind: AlertKind) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const searches = await dueSearches(tx, kind, now);
      if (searches.length === 0) return { claimed: 0, written: 0 };
      const hits = await takeHits(
        tx,
        searches.map((s) => s.id),
        now,
      );
      let written = 0;
      for (const search of searches) {
        const language = asLanguage(search.language);
        const own = hits.filter((h) => h.saved_search_id === search.id);
        const adverts = own.map((h) => toAlertAdvert(h, language, pictureOf(h.image_key)));
        if (adverts.length === 0) continue;
        const message = alertMail({
          to: search.email,
          firstName: search.first_name,
          language,
          searchName: search.name,
          filters: search.filters,
          adverts,
          daily: kind === 'DAILY',
          publicUrl: settings.publicUrl,
          unsubscribeToken: unsubscribeToken(settings.secret, search.id, search.alert_nonce),
        });
        await mailer.keep(tx, message);
        await tx.execute(
          sql`UPDATE saved_searches SET last_sent_at = ${now} WHERE id = ${search.id}`,
        );
        written += 1;
      }
      return { claimed: searches.length, written };
    });

  return {
    /** Writes every due alert of this kind, then hands the outbox its new e-mails. */
    async run(kind: AlertKind): Promise<number> {
      let written = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const done = await sendBatch(kind);
        written += done.written;
        if (done.claimed < SEARCHES_PER_BATCH) break;
      }
      // The outbox hands 20 at a time; a big batch of alerts goes out now, not 20 each 10 s.
      if (written > 0)
        for (let round = 0; round < MAX_DELIVERY_ROUNDS; round++)
          if ((await mailer.deliverDue()) < OUTBOX_BATCH) break;
      return written;
    },
  };
}
