import {
  DELETED_USER_NAME,
  type ConversationDetail,
  type ConversationMessage,
  type ConversationSummary,
} from '@estate/contracts';
import { lastPublicOf, seesCurrent } from '../../lib/last-public';
import type { MessageRow, ThreadRow } from './conversations.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A first name and the last name's initial: what a stranger sees of a person. */
export const shortName = (first: string, last: string) =>
  last.trim() ? `${first.trim()} ${last.trim().charAt(0).toUpperCase()}.` : first.trim();

export const initialsOf = (first: string, last: string) =>
  `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();

/** The other side, or "Deleted user" once they deleted their account (docs/product.md#deleting-an-account). */
function otherPerson(row: ThreadRow) {
  if (row.other_id === null)
    return { id: null, name: DELETED_USER_NAME, initials: '', deleted: true };
  const [first, last] = [row.other_first_name ?? '', row.other_last_name ?? ''];
  return {
    id: row.other_id,
    name: shortName(first, last),
    initials: initialsOf(first, last),
    deleted: false,
  };
}

/**
 * The thread's advert: the title kept when the thread began, or, to the side that does not own
 * an advert no longer public, its title as it was last public (docs/product.md#conversations).
 */
function advertOf(row: ThreadRow, userId: number) {
  const removed = row.advert_id === null;
  const shown = { id: row.advert_id, title: row.advert_title, removed };
  if (removed) return { ...shown, slug: null, available: false };
  if (seesCurrent(row.is_public === true, row.owner_user_id, userId))
    return { ...shown, slug: row.advert_slug, available: true };
  const last = lastPublicOf(row.last_public);
  return {
    ...shown,
    title: last?.title ?? row.advert_title,
    slug: last?.slug ?? row.advert_slug,
    available: false,
  };
}

const threadParts = (row: ThreadRow, userId: number) => ({
  id: row.id,
  advert: advertOf(row, userId),
  other: otherPerson(row),
  asOwner: row.owner_user_id === userId,
});

export const toSummary = (row: ThreadRow, userId: number): ConversationSummary => ({
  ...threadParts(row, userId),
  lastMessage: {
    text: row.last_message_text,
    mine: row.last_sender_id === userId,
    createAt: iso(row.last_message_at),
  },
  unread: Number(row.owner_user_id === userId ? row.owner_unread : row.guest_unread),
});

const toMessage = (row: MessageRow, userId: number): ConversationMessage => ({
  id: row.id,
  mine: row.sender_id === userId,
  text: row.body,
  createAt: iso(row.created_at),
  readAt: row.read_at === null ? null : iso(row.read_at),
});

export const toDetail = (
  row: ThreadRow,
  messages: MessageRow[],
  userId: number,
  /** The caller's own block of the other person and report of the thread. */
  flags: { blocking: boolean; reported: boolean },
): ConversationDetail => ({
  ...threadParts(row, userId),
  messages: messages.map((m) => toMessage(m, userId)),
  ...flags,
});
