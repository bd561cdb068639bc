import {
  DELETED_USER_NAME,
  type ConversationDetail,
  type ConversationMessage,
  type ConversationSummary,
} from '@estate/contracts';
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

const threadParts = (row: ThreadRow, userId: number) => ({
  id: row.id,
  advert: {
    id: row.advert_id,
    title: row.advert_title,
    slug: row.advert_id === null ? null : row.advert_slug,
    removed: row.advert_id === null,
  },
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
