import type { ContactMessageReply } from '@estate/contracts';
import { richText } from '../../../i18n/rich-text';
import { useContactMessagesT } from '../texts';

/** The answers kept with a message, oldest first: who, when, what. */
export function MessageReplies({ replies }: { replies: readonly ContactMessageReply[] }) {
  const t = useContactMessagesT();
  if (replies.length === 0) return null;
  const replier = (reply: ContactMessageReply) =>
    reply.repliedBy
      ? `${reply.repliedBy.firstName} ${reply.repliedBy.lastName}`
      : t('replies.ourTeam');
  return (
    <ol className="contact-message__replies" aria-label={t('replies.label')}>
      {replies.map((reply) => (
        <li key={reply.id} className="contact-message__reply">
          <p className="contact-message__reply-meta">
            {richText(
              (values) => t('replies.by', { ...values, date: reply.createAt.slice(0, 10) }),
              {
                name: <strong>{replier(reply)}</strong>,
              },
            )}
          </p>
          <p className="contact-message__text">{reply.message}</p>
        </li>
      ))}
    </ol>
  );
}
