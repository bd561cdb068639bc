import type { ContactMessageReply, ContactMessageWithReplies } from '@estate/contracts';
import { toContactMessage } from './contact.mapper';
import type { ContactMessageRow, ReplyRow } from './contact-messages.repository';

export const toReply = (row: ReplyRow): ContactMessageReply => ({
  id: row.id,
  message: row.message,
  repliedBy:
    row.userId === null
      ? null
      : { id: row.userId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' },
  createAt: row.createdAt.toISOString(),
});

/** Each message with its answers, oldest answer first. */
export function withReplies(
  messages: ContactMessageRow[],
  replies: ReplyRow[],
): ContactMessageWithReplies[] {
  return messages.map((m) => ({
    ...toContactMessage(m),
    replies: replies.filter((r) => r.contactMessageId === m.id).map(toReply),
  }));
}
