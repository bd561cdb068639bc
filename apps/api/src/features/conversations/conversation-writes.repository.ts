import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { CONVERSATION_TEXTS } from './conversations.messages';

/** How long a recipient is not e-mailed again about a thread while its messages stay unread. */
export const MAIL_PAUSE_MINUTES = 15;
/** The list shows this much of a thread's last message. */
const EXCERPT_LENGTH = 200;

export interface NewThread {
  advertId: number;
  advertTitle: string;
  advertSlug: string;
  ownerId: number;
  guestId: number;
}

/** Opens the guest's thread about the advert, or answers the one a parallel call just made. */
export async function openThread(tx: Tx, thread: NewThread, now: Date) {
  const [made] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO conversations (advert_id, advert_title, advert_slug, owner_user_id,
          guest_user_id, created_at, last_message_at, last_message_text, last_sender_id)
        VALUES (${thread.advertId}, ${thread.advertTitle}, ${thread.advertSlug}, ${thread.ownerId},
          ${thread.guestId}, ${now}, ${now}, '', ${thread.guestId})
        ON CONFLICT (advert_id, guest_user_id) DO NOTHING RETURNING id`,
  );
  if (made) return made.id;
  const [kept] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM conversations
        WHERE advert_id = ${thread.advertId} AND guest_user_id = ${thread.guestId}`,
  );
  return kept!.id;
}

/** Who is to be e-mailed about a new message, when they are due one. */
export interface MailDue {
  /** The recipient's account: their e-mails of the hour are counted (docs/product.md#conversations). */
  recipientId: number;
  to: string;
  firstName: string;
  senderFirstName: string;
  advertTitle: string;
  /** The recipient's kept language: the e-mail is written in it (docs/product.md#languages). */
  language: string;
}

interface Appended {
  owner_user_id: number;
  guest_user_id: number;
  advert_title: string;
  owner_mailed_at: Date | string | null;
  guest_mailed_at: Date | string | null;
}

/**
 * Adds the message and brings its thread up to date in one statement each: the last message,
 * the recipient's unread count, the owner's first reply delay, and the recipient's e-mail time
 * when one is due (none unread before, or the last e-mail older than the pause). Answers the
 * e-mail to write, if any.
 */
export async function appendMessage(
  tx: Tx,
  input: { threadId: number; senderId: number; text: string; now: Date },
): Promise<MailDue | undefined> {
  const { threadId, senderId, text, now } = input;
  const pauseEnd = new Date(now.getTime() - MAIL_PAUSE_MINUTES * 60_000);
  const [row] = await queryRows<Appended>(
    tx,
    sql`UPDATE conversations SET
          last_message_at = ${now}, last_message_text = ${text.slice(0, EXCERPT_LENGTH)},
          last_sender_id = ${senderId},
          owner_unread = owner_unread + (guest_user_id = ${senderId})::int,
          guest_unread = guest_unread + (owner_user_id = ${senderId})::int,
          first_reply_seconds = CASE WHEN owner_user_id = ${senderId} AND first_reply_seconds IS NULL
            THEN greatest(0, extract(epoch FROM ${now}::timestamptz - created_at))::int
            ELSE first_reply_seconds END,
          owner_mailed_at = CASE WHEN guest_user_id = ${senderId} AND (owner_unread = 0
            OR owner_mailed_at IS NULL OR owner_mailed_at <= ${pauseEnd}) THEN ${now}
            ELSE owner_mailed_at END,
          guest_mailed_at = CASE WHEN owner_user_id = ${senderId} AND (guest_unread = 0
            OR guest_mailed_at IS NULL OR guest_mailed_at <= ${pauseEnd}) THEN ${now}
            ELSE guest_mailed_at END
        WHERE id = ${threadId} AND owner_user_id IS NOT NULL AND guest_user_id IS NOT NULL
        RETURNING owner_user_id, guest_user_id, advert_title, owner_mailed_at, guest_mailed_at`,
  );
  // The row is locked from here: an account deleted meanwhile left a side empty, and the
  // thread takes no more messages (docs/product.md#deleting-an-account).
  if (!row) throw conflict(CONVERSATION_TEXTS.otherSideGone);
  await tx.execute(
    sql`INSERT INTO conversation_messages (conversation_id, sender_id, body, created_at)
        VALUES (${threadId}, ${senderId}, ${text}, ${now})`,
  );
  const toOwner = row.guest_user_id === senderId;
  const mailedAt = toOwner ? row.owner_mailed_at : row.guest_mailed_at;
  if (mailedAt === null || new Date(mailedAt).getTime() !== now.getTime()) return undefined;
  return recipientOf(tx, toOwner ? row.owner_user_id : row.guest_user_id, senderId, row);
}

async function recipientOf(tx: Tx, recipientId: number, senderId: number, row: Appended) {
  const people = await queryRows<{
    id: number;
    email: string;
    first_name: string;
    language: string;
  }>(
    tx,
    sql`SELECT id, email, first_name, language FROM users WHERE id IN (${recipientId}, ${senderId})`,
  );
  const recipient = people.find((p) => p.id === recipientId)!;
  const sender = people.find((p) => p.id === senderId)!;
  return {
    recipientId,
    to: recipient.email,
    firstName: recipient.first_name,
    senderFirstName: sender.first_name,
    advertTitle: row.advert_title,
    language: recipient.language,
  };
}
