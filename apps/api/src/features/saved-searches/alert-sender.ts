import type { Clock } from '../../lib/clock';
import { imageUrls } from '../../lib/images/advert-images';
import type { Mailer } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import { alertMail, type AlertAdvert } from './alert-mail';
import { unsubscribeToken } from './unsubscribe-token';
import { asLanguage } from '../../i18n';
import type { Language } from '@estate/contracts';
import { nameIn } from '../catalog-names';
import type { AlertKind, AlertSenderRepository, HitAdvert } from './alert-sender.repository';

/** Searches one transaction of the sender writes e-mails for. */
const SEARCHES_PER_BATCH = 50;
/** Batches one run may write, so a run ends (the next one goes on). */
const MAX_BATCHES = 40;
/** What one deliverDue() hands to the SMTP server at most (lib/mail/outbox-delivery.ts). */
const OUTBOX_BATCH = 20;
const MAX_DELIVERY_ROUNDS = 100;

export interface AlertSenderDeps {
  repo: AlertSenderRepository;
  mailer: Mailer;
  clock: Clock;
  storage: FileStorage;
  settings: { publicUrl: string; secret: string };
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

/**
 * Writes the alert e-mails of saved searches with unsent matches (docs/decisions/0037-saved-search-alerts.md).
 * One transaction claims a batch of due searches (FOR UPDATE SKIP LOCKED: each by one process),
 * marks their matches sent and writes the e-mails to the outbox, so an e-mail is written once and
 * retried by the outbox; adverts no longer public by then are left out.
 */
export function createAlertSender({ repo, mailer, clock, storage, settings }: AlertSenderDeps) {
  const pictureOf = (key: string | null) => {
    if (!key) return null;
    const url = imageUrls(storage, key).card;
    return url.startsWith('/') ? `${settings.publicUrl}${url}` : url;
  };

  /** One batch in one transaction; answers how many searches it claimed and how many e-mails it wrote. */
  const sendBatch = (kind: AlertKind) =>
    repo.transaction(async (tx) => {
      const now = clock.now();
      const searches = await repo.dueSearches(tx, kind, now, SEARCHES_PER_BATCH);
      if (searches.length === 0) return { claimed: 0, written: 0 };
      const hits = await repo.takeHits(
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
        await repo.markSent(tx, search.id, now);
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
